# Production image: builds the API and the web app, serves both on port 4000.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.json codegen.yml ./
COPY api/package.json api/package.json
COPY web/package.json web/package.json
COPY packages/shared/package.json packages/shared/package.json
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
USER node
EXPOSE 4000
# A larger young generation: every list allocates short-lived pages and index arrays, and with
# the default 16 MB each collection copies the cached pages that are still young.
CMD ["node", "--max-semi-space-size=64", "api/dist/main.js"]
