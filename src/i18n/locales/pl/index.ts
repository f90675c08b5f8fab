import type { LanguageBundle } from "../../sections";
import about from "./about.json";
import admin from "./admin.json";
import auth from "./auth.json";
import calculator from "./calculator.json";
import common from "./common.json";
import consent from "./consent.json";
import contact from "./contact.json";
import errors from "./errors.json";
import exports from "./exports.json";
import footer from "./footer.json";
import hero from "./hero.json";
import nav from "./nav.json";
import notFound from "./notFound.json";
import privacy from "./privacy.json";
import products from "./products.json";
import services from "./services.json";
import story from "./story.json";
import transport from "./transport.json";
import whatsapp from "./whatsapp.json";

const bundle: LanguageBundle = {
  nav,
  hero,
  story,
  services,
  contact,
  footer,
  common,
  products,
  about,
  transport,
  exports,
  consent,
  whatsapp,
  admin,
  auth,
  errors,
  calculator,
  notFound,
  privacy,
};

export default bundle;
