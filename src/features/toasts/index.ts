// The toasts feature's public face: what other features may use. Everything else in this folder is its own.

export { toast } from './toast';
