// The two options a GIFT true/false question becomes, in the bank's language (the bank is one language).
const LABELS: Record<string, [truth: string, falsehood: string]> = {
  de: ['Wahr', 'Falsch'],
  en: ['True', 'False'],
  es: ['Verdadero', 'Falso'],
  fr: ['Vrai', 'Faux'],
  it: ['Vero', 'Falso'],
  nl: ['Waar', 'Onwaar'],
  pt: ['Verdadeiro', 'Falso'],
};

export function trueFalseLabels(locale: string): [truth: string, falsehood: string] {
  return LABELS[locale.slice(0, 2).toLowerCase()] ?? LABELS.en!;
}
