import type { ExportFormatDefinition } from "../export-format.ts";
import { renderWordPressTemplate } from "./wordpress-template.ts";
import { wordpressTheme } from "../../projects/wordpress-theme.ts";

/** `wordpress-template.php`: a page template for the active theme; in the zip, a classic theme of its own. */
export const wordpressFormat: ExportFormatDefinition<"wordpress"> = {
  id: "wordpress",
  filename: "wordpress-template.php",
  contentType: "application/x-php; charset=utf-8",
  render: ({ tree, componentCss }) => renderWordPressTemplate(tree, componentCss),
  zip: {
    folder: "wordpress/",
    readme: "a classic theme with its images in assets/: zip this folder (or copy it to wp-content/themes/) and activate it",
    tailwindReadme: "a classic theme whose markup carries Tailwind utility classes and whose style.css holds Tailwind's compiled CSS after the theme header, with its images in assets/: zip this folder (or copy it to wp-content/themes/) and activate it",
    assetsAt: "wordpress/",
    files: ({ local, assetPaths }) => wordpressTheme(local.tree, local.css, assetPaths),
  },
};
