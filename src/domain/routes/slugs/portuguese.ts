// Portuguese page slugs, shared by Portugal and Brazil (SPEC §2: Brazilian dynamic-buy comprar-produto).

import type { PageSlugs } from '../types.ts';
import { FORGOT_PASSWORD_SLUG } from './english.ts';

export const PORTUGUESE_SLUGS: PageSlugs = {
  checkout: 'finalizar-compra.html',
  buy: 'comprar.html',
  'dynamic-buy': 'comprar-produto',
  'about-us': 'sobre-nos/',
  affiliates: 'afiliados/',
  'coming-soon': 'em-breve.html',
  'contact-us': 'contacto/',
  'cookie-policy': 'politica-de-cookies.html',
  faq: 'perguntas-frequentes/',
  'privacy-policy': 'politica-de-privacidade.html',
  search: 'pesquisa/',
  'terms-and-conditions': 'termos-e-condicoes.html',
  'test-products': 'todos-os-produtos.html',
  'trademark-and-registration': 'marca-e-registo.html',
  'work-with-us': 'carreiras/',
  'configured-quiz': 'quiz-configurado.html',
  'create-quiz': 'criar-quiz.html',
  'test-config': 'configuracao-do-teste.html',
  'my-profile': 'meu-perfil.html',
  'secret-question': 'pergunta-secreta.html',
  'forgot-password': FORGOT_PASSWORD_SLUG,
};
