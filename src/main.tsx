// The entry: the app (src/app/boot.tsx), run as soon as the page's scripts arrive.
import { boot } from './app/boot.tsx';
import './ui/styles.css';

void boot();
