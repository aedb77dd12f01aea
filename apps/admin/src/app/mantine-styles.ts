// All of Mantine's styles: imported by the screens behind the sign-in (the shell's layout and
// the home page), so they arrive with the first of them. The sign-in screen has its share
// already (first-screen-styles.ts); both are in the `mantine` cascade layer.
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
