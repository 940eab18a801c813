// The confirmation pages of part 2: `@beautydesk/ui/screens/success`.
export * from './success-screen/success-screen.tsx';
export { SUCCESS_KINDS, successPages, type SuccessKind } from './labels.ts';
