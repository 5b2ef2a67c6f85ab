#!/bin/sh
# Stand-in for Prisma's native schema engine, which cannot be downloaded on these machines.
# `prisma generate` never runs it; any migrate command that does must fail loudly.
echo "The Prisma schema engine is not installed here. Use 'npm run db:migration -- <name>' to write a migration and 'npm run db:migrate' to apply them." >&2
exit 1
