export { RangeMenu } from './RangeMenu';
