# Static frontends behind nginx, which also proxies /api to the API replicas.
#   docker build -f infra/docker/frontends.Dockerfile -t nightlife-web .
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false
COPY . .
# The repository's one install path (npm ci, or npm install of the same locked versions).
RUN node infra/scripts/install.mjs --frozen \
 && npx nx run-many -t build -p @nightlife/shell @nightlife/public-events @nightlife/dashboard @nightlife/marketing --outputStyle=static

# Debian's nginx, for its brotli_static module (the official nginx images have no brotli).
FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
 && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
COPY infra/docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/frontends/shell/dist /usr/share/nginx/html
COPY --from=build /app/frontends/public-events/dist /usr/share/nginx/html/remotes/public-events
COPY --from=build /app/frontends/dashboard/dist /usr/share/nginx/html/remotes/dashboard
COPY --from=build /app/frontends/marketing/dist /usr/share/nginx/html/remotes/marketing
# The same robots.txt as the embedded server's.
COPY backend/src/platform/frontend-hosting/assets/robots.txt /usr/share/nginx/html/robots.txt
# The runtime manifest the shell reads (the API serves the same document in single-process mode).
COPY --from=build /app/frontends/remotes.json /usr/share/nginx/html/remotes.json
EXPOSE 80
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
