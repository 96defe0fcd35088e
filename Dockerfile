# Build stage: same npm scripts as CI.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Every workspace's manifest, or npm ci leaves its dependencies out (the dashboard's Vite).
COPY client/package.json ./client/
COPY web/package.json ./web/
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

# Runtime: API + worker in one process; embedded PostgreSQL in /data unless DATABASE_URL is set.
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/src/main.js"]
