// The overview pages' layout, in those pages' own chunks (lib/pageLayouts.ts).
import { Overview } from '../components/Overview';
import { provideLayout } from '../lib/pageLayouts';

export const provide = () => provideLayout('overview', Overview);
