// The analytics' server texts (the spec names none; Russian like the rest of the API).
export const analyticsServerMessages = {
  studioNotFound: 'Студия не найдена',
} as const;
