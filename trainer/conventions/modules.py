"""Imports every topic module so that each registers its advisor (order = precedence)."""
