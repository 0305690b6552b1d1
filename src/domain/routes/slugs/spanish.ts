// Spanish page slugs, shared by Spain and Mexico.

import type { PageSlugs } from '../types.ts';
import { FORGOT_PASSWORD_SLUG } from './english.ts';

export const SPANISH_SLUGS: PageSlugs = {
  checkout: 'finalizar-compra.html',
  buy: 'comprar.html',
  'dynamic-buy': 'comprar-producto',
  'about-us': 'sobre-nosotros/',
  affiliates: 'afiliados/',
  'coming-soon': 'proximamente.html',
  'contact-us': 'contacto/',
  'cookie-policy': 'politica-de-cookies.html',
  faq: 'preguntas-frecuentes/',
  'privacy-policy': 'politica-de-privacidad.html',
  search: 'buscar/',
  'terms-and-conditions': 'terminos-y-condiciones.html',
  'test-products': 'todos-los-productos.html',
  'trademark-and-registration': 'marca-y-registro.html',
  'work-with-us': 'empleo/',
  'configured-quiz': 'quiz-configurado.html',
  'create-quiz': 'crear-quiz.html',
  'test-config': 'configuracion-del-test.html',
  'my-profile': 'mi-perfil.html',
  'secret-question': 'pregunta-secreta.html',
  'forgot-password': FORGOT_PASSWORD_SLUG,
};
