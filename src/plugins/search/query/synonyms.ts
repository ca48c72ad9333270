/**
 * Words readers type for what the manual names otherwise. A query with one of these phrases
 * also runs with the manual's words in its place, after the query as typed: "timezones" finds
 * the time zones page, "2fa" the two-factor page. Keys and values are lower-case words as the
 * tokenizer (./tokenize.ts) splits them: on spaces and hyphens.
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  timezone: ['time zone'],
  timezones: ['time zones'],
  '2fa': ['two factor'],
  mfa: ['two factor'],
  otp: ['two factor'],
  sso: ['saml', 'openid connect'],
  oidc: ['openid connect'],
  oauth: ['openid connect'],
  'azure ad': ['entra id'],
  prewarm: ['staging'],
  prewarmed: ['staging'],
  'pre warm': ['staging'],
  'pre warmed': ['staging'],
  ssl: ['tls', 'certificate'],
  https: ['tls', 'certificate'],
  k8s: ['kubernetes'],
  helm: ['kubernetes'],
  dind: ['docker in docker'],
  rdp: ['remote desktop'],
  vdi: ['desktop'],
  ad: ['active directory'],
  s3: ['object storage'],
  update: ['upgrade'],
};

/**
 * The token lists a query runs with: as typed first, then once for each synonym of each phrase
 * it contains (a phrase replaced by the manual's words).
 */
export function synonymVariants(tokens: readonly string[]): string[][] {
  const variants: string[][] = [];
  for (const [phrase, replacements] of Object.entries(SYNONYMS)) {
    const words = phrase.split(' ');
    for (let start = 0; start + words.length <= tokens.length; start += 1) {
      if (!words.every((word, offset) => tokens[start + offset] === word)) continue;
      for (const replacement of replacements) {
        variants.push([
          ...tokens.slice(0, start),
          ...replacement.split(' '),
          ...tokens.slice(start + words.length),
        ]);
      }
    }
  }
  return variants;
}
