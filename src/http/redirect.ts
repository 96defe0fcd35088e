/**
 * A handler result that sends the browser elsewhere (`302 Found` with `Location`), for
 * the operations a browser navigates to rather than calls (the single sign-on round trip).
 */
export class Redirect {
  constructor(readonly location: string) {}
}
