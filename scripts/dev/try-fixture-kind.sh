#!/usr/bin/env bash
# Adds the fixture catalogue kind (tests/fixtures/catalogue-kind) to a throwaway worktree of HEAD,
# then runs the content check, the typecheck and the build there and prints the diff of code
# files: the proof that a new kind is three code files (schema, definition, view) and a line in
# each registry.
# Usage: bash scripts/dev/try-fixture-kind.sh   (leaves nothing behind)
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
fixture="$repo/tests/fixtures/catalogue-kind"
tmp=$(mktemp -d)
trap 'git -C "$repo" worktree remove --force "$tmp/wt" >/dev/null 2>&1 || true; rm -rf "$tmp"' EXIT
git -C "$repo" worktree add -q --detach "$tmp/wt" HEAD
cd "$tmp/wt"
ln -s "$repo/node_modules" node_modules

mkdir -p src/catalogue/certificate src/content/catalogue/certificate content/catalogue/certificates
cp "$fixture/schema.ts.txt" src/content/catalogue/certificate/schema.ts
cp "$fixture/definition.ts.txt" src/content/catalogue/certificate/definition.ts
cp "$fixture/view.tsx.txt" src/catalogue/certificate/view.tsx
cp "$fixture"/content/catalogue/certificates/*.json content/catalogue/certificates/
# A line (and its import) in each registry: the build's and the browser's.
sed -i "s#^import { ecopalmProducts } from './catalogue/ecopalm-product/definition.ts';#&\nimport { certificates } from './catalogue/certificate/definition.ts';#" src/content/collections.ts
sed -i "s#^  'ecopalm-products': ecopalmProducts,#&\n  certificates,#" src/content/collections.ts
sed -i "s#^import { ecopalmProductRules } from './catalogue/ecopalm-product/schema.ts';#&\nimport { certificateRules } from './catalogue/certificate/schema.ts';#" src/content/kind-rules.ts
sed -i "s#^  'ecopalm-products': ecopalmProductRules,#&\n  certificates: certificateRules,#" src/content/kind-rules.ts

npm run -s content:schemas
npm run -s content:check
npm run -s typecheck
DIST_DIR="$tmp/dist" npm run -s build >/dev/null
test -f "$tmp/dist/credentials/iso-9001/index.html"
grep -o '<h1[^>]*>[^<]*' "$tmp/dist/credentials/iso-9001/index.html" | head -1
git add -A -N .
echo "Code files changed to add the kind:"
git diff --stat -- src scripts
