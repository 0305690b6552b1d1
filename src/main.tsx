// The entry: the app (src/app/boot.tsx). public/boot.js imports it after the server's first paint.
import { boot } from './app/boot.tsx';
import './ui/styles.css';

void boot();
