# Skruuvikoulu in a container.
#
#   docker build -t skruuvikoulu .
#   docker run -d --name skruuvikoulu -p 8501:8501 -v skruuvi-data:/data skruuvikoulu
#
# Progress and score sheets live in the embedded SQLite database in /data
# ($SKRUUVI_DATA): keep it on a volume and back it up (README, "Deploying").
# With SKRUUVI_DATABASE_URL set they live in that PostgreSQL database instead:
# compose.yaml runs this image in several replicas behind HAProxy that way.
# The translation catalogs need no build step: the app compiles them when it
# starts (in memory, as /app is read-only for the app's user).
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    SKRUUVI_DATA=/data

WORKDIR /app

# Dependencies first, so a change in the code does not reinstall them.
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt

# An unprivileged user that owns only the data directory.
RUN useradd --create-home --uid 10001 --shell /usr/sbin/nologin skruuvi \
    && mkdir -p /data \
    && chown skruuvi:skruuvi /data

COPY . .

USER skruuvi
VOLUME ["/data"]
EXPOSE 8501

# Under a base path (STREAMLIT_SERVER_BASE_URL_PATH) the health check moves with the app.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["python", "-c", "import os, urllib.request; base = os.environ.get('STREAMLIT_SERVER_BASE_URL_PATH', '').strip('/'); urllib.request.urlopen('http://127.0.0.1:8501/' + (base + '/' if base else '') + '_stcore/health', timeout=4)"]

CMD ["streamlit", "run", "app.py", "--server.headless", "true", "--server.port", "8501", "--server.address", "0.0.0.0"]
