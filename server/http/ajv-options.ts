/**
 * Fastify's Ajv, told not to guess: no type coercion (an array is not a string, `true` not a
 * number; strict-integers.ts reads digits from queries and forms instead), and every error
 * reported is the first one, so the refusal names one parameter.
 */
export const AJV_OPTIONS = { customOptions: { coerceTypes: false, allErrors: false } } as const;
