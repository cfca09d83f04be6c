/** Load failures use the design system's LoadError (message, detail, 'Tentar Novamente'). */
export { LoadError } from '@funil/shared-ui/load-error';
