/** The project configuration file's name (see `config.ts`); its own module so that start-up paths can name it without loading the rules. */
export const CONFIG_FILE_NAME = "cardscript.json";
