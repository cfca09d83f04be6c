// The local stack's environment for the edge's integration tests (`*.integration.test.ts`), set by
// `node scripts/with-local-supabase.ts -- pnpm --filter @funil/edge test:integration`: without it they fail, never skip.
export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(
      `${name} não definido: rode com \`node scripts/with-local-supabase.ts -- pnpm --filter @funil/edge test:integration\``,
    );
  return value;
}
