# syntax=docker/dockerfile:1
#
# OP Decks: one image serving the API (/api), uploads (/uploads) and the server-rendered pages.
# The dev machine has no Docker engine: this file is checked by review, not built there.
# Build: docker build -t op-decks .    Run: see docker-compose.yml and docs/operations.md.

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- base: toolchain + npm + manifests shared by the install stages -----------------------
FROM ${NODE_IMAGE} AS base
# Node 20 ships npm 10, which ignores the "allowScripts" field of package.json and would run
# every install script. npm 11.19 (the version used on the dev machine) applies it:
# better-sqlite3 and argon2 build, @scarf/scarf, msw and @parcel/watcher are skipped.
ARG NPM_VERSION=11.19.1
# SCARF_ANALYTICS=false also silences the telemetry hook if an older npm is used.
ENV SCARF_ANALYTICS=false \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false
# python3, make, g++: node-gyp fallback for better-sqlite3 and argon2 when no prebuilt binary fits.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/* \
 && npm install -g npm@${NPM_VERSION}
WORKDIR /app
# Manifests only, so the install layers stay cached until dependencies change.
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
# The rules the API and the browser app share: plain JavaScript, nothing to build (ADR 0058).
COPY packages/shared-rules packages/shared-rules/

# ---- build: full install, then frontend (vite) and backend (nest build) -------------------
FROM base AS build
RUN npm ci
COPY . .
RUN npm run build

# ---- prod-deps: runtime dependencies of both workspaces ------------------------------------
# Native modules are compiled here, with the toolchain, for the same base image as runtime.
# The front end's server build (React Router, ADR 0060) imports its dependencies at run time.
FROM base AS prod-deps
RUN npm ci --omit=dev --workspace backend --workspace frontend \
 && mkdir -p backend/node_modules frontend/node_modules

# ---- runtime ------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000
# A sans-serif font for the text of the shareable deck picture (GET /api/decks/{id}/image.png,
# ADR 0025): sharp draws text with the system's fonts, and the slim image has none.
RUN apt-get update \
 && apt-get install -y --no-install-recommends fontconfig fonts-dejavu-core \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# Code and dependencies stay owned by root (read-only for the app); only /app/data is writable.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=prod-deps /app/backend/node_modules ./backend/node_modules
COPY --from=prod-deps /app/frontend/node_modules ./frontend/node_modules
# node_modules/@op-decks/shared-rules links here.
COPY packages/shared-rules packages/shared-rules/
COPY package.json server.mjs ./
# Each package.json carries "type": "module", which its dist needs.
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY --from=build /app/backend/dist ./backend/dist
# dist/client: the browser's files; dist/server: the pages, server-rendered.
COPY --from=build /app/frontend/dist ./frontend/dist
# Defaults resolve here: data/app.sqlite, data/uploads, data/outbox (relative to /app).
RUN mkdir -p /app/data/uploads /app/data/outbox \
 && chown -R node:node /app/data
VOLUME ["/app/data"]
USER node
EXPOSE 3000
# No curl in the slim image: Node 20's fetch. /api/health answers 503 when the database is down.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://localhost:'+(process.env.PORT||3000)+'/api/health',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The API and the server-rendered pages in one process (ADR 0060).
CMD ["node", "server.mjs"]
