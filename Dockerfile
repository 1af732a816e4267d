# Runs what `npm start` runs: the API serving the built PWA. SQLite under /data (a volume) by default; with
# DATABASE_URL=postgres://… the same image uses Postgres, and /data keeps only the generated JWT secret (set
# JWT_SECRET when several containers share a database) and, without SMTP_URL, the mail outbox.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 builds its native addon from source when no prebuilt binary fits.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY sync-protocol/package.json sync-protocol/
COPY api/package.json api/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
# The same build as `npm start` (tsc -b, vite build, the build checks), then only the runtime dependencies. The
# workspace folders' own node_modules are made to exist so the copies below work whether or not npm nested any.
RUN npm run build && npm prune --omit=dev && mkdir -p api/node_modules sync-protocol/node_modules

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production DATA_DIR=/data PORT=3000 HOST=0.0.0.0
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/sync-protocol/package.json sync-protocol/
COPY --from=build /app/sync-protocol/dist sync-protocol/dist
COPY --from=build /app/sync-protocol/node_modules sync-protocol/node_modules
COPY --from=build /app/api/package.json api/
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/api/node_modules api/node_modules
COPY --from=build /app/api/catalog api/catalog
COPY --from=build /app/web/dist web/dist
RUN mkdir -p /data && chown node:node /data
VOLUME /data
EXPOSE 3000
USER node
# The first start migrates the database and loads the catalog: failures count only after a minute. Every 10 s, so
# a proxy or compose (depends_on: service_healthy) sees a new server ready soon after it is; the probe is a `select 1`.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "api/dist/server.bundle.mjs"]
