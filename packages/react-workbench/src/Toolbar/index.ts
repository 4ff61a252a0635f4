export { Toolbar } from './Toolbar';
