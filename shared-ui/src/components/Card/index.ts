export { Card, type CardProps, type CardTone } from './Card';
