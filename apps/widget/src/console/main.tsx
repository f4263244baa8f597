import { createRoot } from 'react-dom/client';
import '../app/styles.css';
import './console.css';
import { ConsoleApp } from './console-app';

createRoot(document.getElementById('root')!).render(<ConsoleApp />);
