// The small demo catalog loaded on first start: a few super categories, categories and products per country site,
// titled in each site's language. The catalog issue grows it into full question banks.
import type { MessageLocale } from '../../src/domain/markets/types.ts';

export interface DemoProduct {
  url: string;
  title: Record<MessageLocale, string>;
  kind: 'free-demo-quiz' | 'full-product';
  questions: number;
  tests: number;
  topics: number;
  popular: boolean;
}

export interface DemoCategory {
  url: string;
  title: Record<MessageLocale, string>;
  products: DemoProduct[];
}

export interface DemoSuperCategory {
  url: string;
  title: Record<MessageLocale, string>;
  popularity: number;
  categories: DemoCategory[];
}

const t = (en: string, de: string, nl: string, pt: string, it: string, es: string, fr: string): Record<MessageLocale, string> => ({
  en,
  'en-cq': en,
  de,
  nl,
  pt,
  it,
  es,
  fr,
});

export const DEMO_SUPER_CATEGORIES: DemoSuperCategory[] = [
  {
    url: 'driving-licence',
    title: t('Driving licence', 'Führerschein', 'Rijbewijs', 'Carta de condução', 'Patente di guida', 'Carné de conducir', 'Permis de conduire'),
    popularity: 90,
    categories: [
      {
        url: 'car',
        title: t('Car', 'Auto', 'Auto', 'Automóvel', 'Auto', 'Coche', 'Voiture'),
        products: [
          { url: 'theory-test', title: t('Theory test', 'Theorieprüfung', 'Theorie-examen', 'Exame de código', 'Esame di teoria', 'Examen teórico', 'Examen du code'), kind: 'full-product', questions: 120, tests: 6, topics: 6, popular: true },
          { url: 'road-signs-demo', title: t('Road signs (free demo)', 'Verkehrszeichen (kostenlose Demo)', 'Verkeersborden (gratis demo)', 'Sinais de trânsito (demo grátis)', 'Segnali stradali (demo gratuita)', 'Señales de tráfico (demo gratis)', 'Panneaux routiers (démo gratuite)'), kind: 'free-demo-quiz', questions: 10, tests: 1, topics: 2, popular: false },
        ],
      },
    ],
  },
  {
    url: 'languages',
    title: t('Languages', 'Sprachen', 'Talen', 'Línguas', 'Lingue', 'Idiomas', 'Langues'),
    popularity: 70,
    categories: [
      {
        url: 'english',
        title: t('English', 'Englisch', 'Engels', 'Inglês', 'Inglese', 'Inglés', 'Anglais'),
        products: [
          { url: 'grammar-b2', title: t('English grammar B2', 'Englische Grammatik B2', 'Engelse grammatica B2', 'Gramática inglesa B2', 'Grammatica inglese B2', 'Gramática inglesa B2', 'Grammaire anglaise B2'), kind: 'full-product', questions: 150, tests: 5, topics: 5, popular: false },
        ],
      },
    ],
  },
  {
    url: 'it-certification',
    title: t('IT certification', 'IT-Zertifizierung', 'IT-certificering', 'Certificação de TI', 'Certificazione IT', 'Certificación de TI', 'Certification informatique'),
    popularity: 80,
    categories: [
      {
        url: 'cloud',
        title: t('Cloud', 'Cloud', 'Cloud', 'Nuvem', 'Cloud', 'Nube', 'Cloud'),
        products: [
          { url: 'cloud-fundamentals', title: t('Cloud fundamentals', 'Cloud-Grundlagen', 'Cloud-basis', 'Fundamentos da nuvem', 'Fondamenti del cloud', 'Fundamentos de la nube', 'Fondamentaux du cloud'), kind: 'full-product', questions: 200, tests: 4, topics: 8, popular: true },
          { url: 'cloud-demo', title: t('Cloud quiz (free demo)', 'Cloud-Quiz (kostenlose Demo)', 'Cloudquiz (gratis demo)', 'Quiz de nuvem (demo grátis)', 'Quiz sul cloud (demo gratuita)', 'Test de nube (demo gratis)', 'Quiz cloud (démo gratuite)'), kind: 'free-demo-quiz', questions: 10, tests: 1, topics: 3, popular: false },
        ],
      },
    ],
  },
];
