// The staff page's script, bundled on its own (studio/build.mjs) and served at /admin/staff.js.
import { createRoot } from 'react-dom/client';
import { StaffApp } from './StaffApp';
import './staff.css';

const root = document.getElementById('staff');
if (root) createRoot(root).render(<StaffApp />);
