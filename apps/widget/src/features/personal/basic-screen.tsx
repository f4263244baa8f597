// Replaced by the screen itself; until then the shell's placeholder names it (issue 9).
// eslint-disable-next-line no-restricted-imports -- a stand-in until this feature lands
export { default } from '../placeholder/placeholder-screen';
