/** The labelled input now lives in the form kit; this name stays for screens not yet on the kit. */
export { InputBox as TextField } from '../form/input-box.tsx';
