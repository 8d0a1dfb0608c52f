// Where each application renders: its own region of the page, by id. The server writes the region of
// the page it renders with this id, so that the section's mount finds the server's markup in the very
// element it renders into, and hydrates it.

/** The id of an application's region (`@schools/about` → `app-schools-about`). */
export function regionId(name: string): string {
  return `app-${name.replace(/[@/]/g, '-').replace(/^-+/, '')}`;
}


/** The frame's module, mounted on every route: its header renders in its region above <main>, its footer below. */
export const SHELL_APP = '@schools/shell';
