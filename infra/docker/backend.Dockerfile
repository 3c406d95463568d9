# API and worker image (same image, different command). Build from the repository root:
#   docker build -f infra/docker/backend.Dockerfile -t nightlife-backend .
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false
COPY . .
# The repository's one install path (npm ci, or npm install of the same locked versions).
RUN node infra/scripts/install.mjs --frozen \
 && npx nx run-many -t build -p @nightlife/domain @nightlife/backend --outputStyle=static

# Production dependencies only: npm needs every workspace manifest to read the lockfile.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/domain/package.json domain/
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/infra/package.json infra/
COPY --from=build /app/frontends/libs/ui/package.json frontends/libs/ui/
COPY --from=build /app/frontends/libs/api/package.json frontends/libs/api/
COPY --from=build /app/frontends/shell/package.json frontends/shell/
COPY --from=build /app/frontends/public-events/package.json frontends/public-events/
COPY --from=build /app/frontends/dashboard/package.json frontends/dashboard/
COPY --from=build /app/frontends/marketing/package.json frontends/marketing/
COPY --from=build /app/frontends/e2e/package.json frontends/e2e/
COPY --from=build /app/infra/scripts/install.mjs infra/scripts/
RUN node infra/scripts/install.mjs --omit=dev -w @nightlife/backend -w @nightlife/domain

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000
# Link-preview cards are set in Anton (an npm package, no system font needed); letters it lacks
# (Cyrillic, Greek, ...) fall back to DejaVu through fontconfig. The slim image has no fonts.
RUN apt-get update \
 && apt-get install -y --no-install-recommends fonts-dejavu-core \
 && rm -rf /var/lib/apt/lists/*
COPY --from=deps /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/domain/package.json domain/
COPY --from=build /app/domain/dist domain/dist
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist
# The default and marketing link-preview images (1200x630) are read from the source tree at run time.
COPY --from=build /app/backend/src/platform/frontend-hosting/assets backend/src/platform/frontend-hosting/assets
# /api/docs serves the committed OpenAPI document (the one the contract tests check).
COPY --from=build /app/backend/openapi backend/openapi
# The local storage's folder (a shared volume in docker-compose.yml), writable by the app.
RUN mkdir -p /data/uploads && chown node:node /data/uploads
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "backend/dist/main.js"]
