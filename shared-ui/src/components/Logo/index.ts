export { Logo, productName, type LogoProps } from './Logo';
