// main.tsx imports this first: a reload's first GETs leave before the rest of the entry evaluates.
import { askEarly } from './http/early-answers.ts';

askEarly(window.location.pathname);
