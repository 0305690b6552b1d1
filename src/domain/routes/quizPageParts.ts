// The parts of a product page's address: '/{site}/{superCategory}/{category}/{product}/quiz' (SPEC §2).

export interface QuizPageParts {
  site: string;
  superCategory: string;
  category: string;
  product: string;
}

/** The product a quiz page's address names, or null for any other address. */
export function quizPageParts(url: string): QuizPageParts | null {
  const segments = (url.split('?', 1)[0] ?? '').split('/').filter(Boolean);
  if (segments.length !== 5 || segments[4] !== 'quiz') return null;
  const [site, superCategory, category, product] = segments as [string, string, string, string];
  return { site, superCategory, category, product };
}
