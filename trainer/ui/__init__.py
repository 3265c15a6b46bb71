"""Helpers for the Streamlit app.

This is the only part of ``trainer`` allowed to import streamlit (a test
checks that).  Modules here that build markup, like :mod:`trainer.ui.cards_html`,
are plain functions returning strings, so they can be tested without a browser.
"""
