import { APPLE_REFUND_HOST as REFUND } from "@/lib/text/apple-links";

import type { ReplyLanguage } from "@/lib/text/reply-language";

/**
 * The words of a review reply in every language the agent replies in, per topic, in one
 * register per language: the formal address by default where the language has one (Sie, vous,
 * usted, Lei, u, siz, 您, 합니다), the informal one (du, tu, tú, tu, je, sen, 你, 해요) only when
 * the owner asked for it. Japanese replies are always です/ます and Arabic, Portuguese (você) and
 * English have one register.
 *
 * Each topic's `core` sentences promise nothing a publisher cannot keep (no fix, no date) and
 * point nowhere; the first says what matters most (for a refund: that Apple handles it, and
 * where), so a "shorter" reply keeps it. `link` is the sentence that points somewhere (the
 * Support link on the App Store page, Apple's refund page), left out when the owner asked for no
 * links.
 */

export const REPLY_TOPICS = ["billing", "price", "data_loss", "login", "audio", "crash", "feature_request", "praise", "general"] as const;
export type ReplyTopic = (typeof REPLY_TOPICS)[number];

interface TopicText {
  core: [string, ...string[]];
  link?: string;
}

interface RegisterPhrases {
  /** Greeting and thanks, in the friendly voice; the name is one `safeNickname` let through. */
  friendly: (name: string | undefined) => string;
  professional: (name: string | undefined) => string;
  signOff: (appName: string) => string;
  topics: Record<ReplyTopic, TopicText>;
}

interface LanguagePhrases {
  /** Between sentences: a space, or nothing in Japanese and Chinese. */
  joiner: string;
  formal: RegisterPhrases;
  /** The informal address, where the language has one. */
  informal?: RegisterPhrases;
}

const en: RegisterPhrases = {
  friendly: (name) => `${name ? `Hi ${name}, thanks` : "Thanks"} for your review!`,
  professional: (name) => `${name ? `Hello ${name}, thank` : "Thank"} you for your feedback.`,
  signOff: (app) => `Kind regards, the ${app} team`,
  topics: {
    billing: {
      core: [
        "We're sorry about the trouble with your purchase: refunds for App Store purchases are handled by Apple, under “Report a Problem”.",
        "We cannot see or change your payment details ourselves.",
      ],
      link: `You can request a refund at ${REFUND}; for anything else about your purchase, please contact us through the Support link on our App Store page.`,
    },
    data_loss: {
      core: [
        "We're very sorry that your data is missing; we know how much it matters.",
        "We want to help you get it back wherever that is possible.",
      ],
      link: "Please contact us through the Support link on our App Store page as soon as you can, so we can look into what happened.",
    },
    login: {
      core: ["We're sorry for the trouble with signing in.", "Please update to the latest version and try signing in again."],
      link: "If it keeps happening, please contact us through the Support link on our App Store page so we can check your account.",
    },
    crash: {
      core: [
        "We're sorry the app crashed for you.",
        "Please update to the latest version from the App Store and restart your device; we look into every crash report we receive.",
      ],
      link: "If it still happens, please contact us through the Support link on our App Store page and tell us your device and iOS version so we can find the cause.",
    },
    audio: {
      core: [
        "We're sorry that playback stops for you.",
        "Please update to the latest version and restart your device; we look into every report about sound that we receive.",
      ],
      link: "If it still happens, please contact us through the Support link on our App Store page and tell us your device, your iOS version and when the sound stops, so we can find the cause.",
    },
    price: {
      core: [
        "We understand that a higher price is disappointing, and we're sorry the change upset you.",
        "Your feedback on the price goes straight to the team; you can review or cancel your subscription at any time in your device's Settings, under your name and then Subscriptions.",
      ],
      link: "If you have a question about your subscription, please contact us through the Support link on our App Store page.",
    },
    feature_request: {
      core: [
        "Knowing what you would like to see helps us most.",
        "We read every suggestion, and yours goes to the team planning the next updates.",
      ],
    },
    praise: { core: ["We're glad the app is useful to you.", "Reviews like yours mean a lot to the whole team."] },
    general: {
      core: ["We're sorry the app has not met your expectations.", "We read every review, and yours goes straight to the team."],
      link: "If you tell us more through the Support link on our App Store page, we will gladly help.",
    },
  },
};

const deFormal: RegisterPhrases = {
  friendly: (name) => `${name ? `Hallo ${name}, vielen Dank` : "Vielen Dank"} für Ihre Bewertung!`,
  professional: (name) => `Guten Tag${name ? ` ${name}` : ""}, vielen Dank für Ihr Feedback.`,
  signOff: (app) => `Mit freundlichen Grüßen, Ihr Team von ${app}`,
  topics: {
    billing: {
      core: [
        "Es tut uns leid, dass es mit Ihrem Kauf Probleme gibt: Erstattungen für Käufe im App Store wickelt Apple ab, über „Problem melden“.",
        "Zahlungsdaten können wir selbst weder einsehen noch ändern.",
      ],
      link: `Eine Erstattung können Sie unter ${REFUND} anfordern; bei allen anderen Fragen zu Ihrem Kauf schreiben Sie uns bitte über den Support-Link auf unserer App-Store-Seite.`,
    },
    data_loss: {
      core: [
        "Es tut uns sehr leid, dass Ihre Daten fehlen; wir wissen, wie wichtig sie sind.",
        "Wir möchten Ihnen helfen, sie zurückzubekommen, wo immer das möglich ist.",
      ],
      link: "Bitte schreiben Sie uns so bald wie möglich über den Support-Link auf unserer App-Store-Seite, damit wir herausfinden können, was passiert ist.",
    },
    login: {
      core: [
        "Es tut uns leid, dass es mit der Anmeldung Probleme gibt.",
        "Bitte aktualisieren Sie auf die neueste Version und melden Sie sich erneut an.",
      ],
      link: "Falls es weiterhin passiert, schreiben Sie uns bitte über den Support-Link auf unserer App-Store-Seite, damit wir Ihr Konto prüfen können.",
    },
    crash: {
      core: [
        "Es tut uns leid, dass die App bei Ihnen abstürzt.",
        "Bitte aktualisieren Sie auf die neueste Version aus dem App Store und starten Sie Ihr Gerät neu; wir gehen jedem Absturzbericht nach, den wir erhalten.",
      ],
      link: "Falls es weiterhin passiert, schreiben Sie uns bitte über den Support-Link auf unserer App-Store-Seite und nennen Sie Ihr Gerät und Ihre iOS-Version, damit wir die Ursache finden.",
    },
    audio: {
      core: [
        "Es tut uns leid, dass die Wiedergabe bei Ihnen abbricht.",
        "Bitte aktualisieren Sie auf die neueste Version und starten Sie Ihr Gerät neu; wir gehen jeder Meldung zum Ton nach, die wir erhalten.",
      ],
      link: "Falls es weiterhin passiert, schreiben Sie uns bitte über den Support-Link auf unserer App-Store-Seite und nennen Sie Ihr Gerät, Ihre iOS-Version und wann der Ton abbricht, damit wir die Ursache finden.",
    },
    price: {
      core: [
        "Wir verstehen, dass ein höherer Preis enttäuschend ist, und es tut uns leid, dass Sie die Änderung verärgert hat.",
        "Ihre Rückmeldung zum Preis geht direkt an das Team; Ihr Abo können Sie jederzeit in den Einstellungen Ihres Geräts unter Ihrem Namen und dann „Abonnements“ ansehen oder kündigen.",
      ],
      link: "Bei Fragen zu Ihrem Abo schreiben Sie uns bitte über den Support-Link auf unserer App-Store-Seite.",
    },
    feature_request: {
      core: [
        "Zu wissen, was Sie sich wünschen, hilft uns am meisten.",
        "Wir lesen jeden Vorschlag, und Ihrer geht an das Team, das die nächsten Updates plant.",
      ],
    },
    praise: { core: ["Es freut uns sehr, dass Ihnen die App hilft.", "Bewertungen wie Ihre bedeuten dem ganzen Team viel."] },
    general: {
      core: [
        "Es tut uns leid, dass die App Ihre Erwartungen nicht erfüllt hat.",
        "Wir lesen jede Bewertung, und Ihre geht direkt an das Team.",
      ],
      link: "Wenn Sie uns über den Support-Link auf unserer App-Store-Seite mehr erzählen, helfen wir Ihnen gern.",
    },
  },
};

const deInformal: RegisterPhrases = {
  friendly: (name) => `${name ? `Hallo ${name}, danke` : "Danke"} für deine Bewertung!`,
  professional: (name) => `Hallo${name ? ` ${name}` : ""}, vielen Dank für dein Feedback.`,
  signOff: (app) => `Viele Grüße, dein Team von ${app}`,
  topics: {
    billing: {
      core: [
        "Es tut uns leid, dass es mit deinem Kauf Probleme gibt: Erstattungen für Käufe im App Store wickelt Apple ab, über „Problem melden“.",
        "Zahlungsdaten können wir selbst weder einsehen noch ändern.",
      ],
      link: `Eine Erstattung kannst du unter ${REFUND} anfordern; bei allen anderen Fragen zu deinem Kauf schreib uns bitte über den Support-Link auf unserer App-Store-Seite.`,
    },
    data_loss: {
      core: [
        "Es tut uns sehr leid, dass deine Daten fehlen; wir wissen, wie wichtig sie sind.",
        "Wir möchten dir helfen, sie zurückzubekommen, wo immer das möglich ist.",
      ],
      link: "Bitte schreib uns so bald wie möglich über den Support-Link auf unserer App-Store-Seite, damit wir herausfinden können, was passiert ist.",
    },
    login: {
      core: [
        "Es tut uns leid, dass es mit der Anmeldung Probleme gibt.",
        "Bitte aktualisiere auf die neueste Version und melde dich erneut an.",
      ],
      link: "Falls es weiterhin passiert, schreib uns bitte über den Support-Link auf unserer App-Store-Seite, damit wir dein Konto prüfen können.",
    },
    crash: {
      core: [
        "Es tut uns leid, dass die App bei dir abstürzt.",
        "Bitte aktualisiere auf die neueste Version aus dem App Store und starte dein Gerät neu; wir gehen jedem Absturzbericht nach, den wir erhalten.",
      ],
      link: "Falls es weiterhin passiert, schreib uns bitte über den Support-Link auf unserer App-Store-Seite und nenne dein Gerät und deine iOS-Version, damit wir die Ursache finden.",
    },
    audio: {
      core: [
        "Es tut uns leid, dass die Wiedergabe bei dir abbricht.",
        "Bitte aktualisiere auf die neueste Version und starte dein Gerät neu; wir gehen jeder Meldung zum Ton nach, die wir erhalten.",
      ],
      link: "Falls es weiterhin passiert, schreib uns bitte über den Support-Link auf unserer App-Store-Seite und nenne dein Gerät, deine iOS-Version und wann der Ton abbricht, damit wir die Ursache finden.",
    },
    price: {
      core: [
        "Wir verstehen, dass ein höherer Preis enttäuschend ist, und es tut uns leid, dass dich die Änderung verärgert hat.",
        "Deine Rückmeldung zum Preis geht direkt an das Team; dein Abo kannst du jederzeit in den Einstellungen deines Geräts unter deinem Namen und dann „Abonnements“ ansehen oder kündigen.",
      ],
      link: "Bei Fragen zu deinem Abo schreib uns bitte über den Support-Link auf unserer App-Store-Seite.",
    },
    feature_request: {
      core: [
        "Zu wissen, was du dir wünschst, hilft uns am meisten.",
        "Wir lesen jeden Vorschlag, und deiner geht an das Team, das die nächsten Updates plant.",
      ],
    },
    praise: { core: ["Es freut uns sehr, dass dir die App hilft.", "Bewertungen wie deine bedeuten dem ganzen Team viel."] },
    general: {
      core: [
        "Es tut uns leid, dass die App deine Erwartungen nicht erfüllt hat.",
        "Wir lesen jede Bewertung, und deine geht direkt an das Team.",
      ],
      link: "Wenn du uns über den Support-Link auf unserer App-Store-Seite mehr erzählst, helfen wir dir gern.",
    },
  },
};

const frFormal: RegisterPhrases = {
  friendly: (name) => `${name ? `Bonjour ${name}, merci` : "Merci"} pour votre avis !`,
  professional: (name) => `Bonjour${name ? ` ${name}` : ""}, nous vous remercions de votre retour.`,
  signOff: (app) => `Cordialement, l'équipe ${app}`,
  topics: {
    billing: {
      core: [
        "Nous sommes désolés pour ce problème d'achat : les remboursements des achats sur l'App Store sont gérés par Apple, via « Signaler un problème ».",
        "Nous ne pouvons ni consulter ni modifier vos données de paiement nous-mêmes.",
      ],
      link: `Vous pouvez demander un remboursement sur ${REFUND} ; pour toute autre question sur votre achat, écrivez-nous via le lien d'assistance de notre page App Store.`,
    },
    data_loss: {
      core: [
        "Nous sommes vraiment désolés que vos données aient disparu ; nous savons à quel point elles comptent.",
        "Nous voulons vous aider à les récupérer partout où c'est possible.",
      ],
      link: "Écrivez-nous dès que possible via le lien d'assistance de notre page App Store, afin que nous puissions comprendre ce qui s'est passé.",
    },
    login: {
      core: ["Nous sommes désolés pour ce problème de connexion.", "Veuillez installer la dernière version et vous reconnecter."],
      link: "Si cela continue, écrivez-nous via le lien d'assistance de notre page App Store afin que nous puissions vérifier votre compte.",
    },
    crash: {
      core: [
        "Nous sommes désolés que l'application plante chez vous.",
        "Veuillez installer la dernière version depuis l'App Store et redémarrer votre appareil ; nous examinons chaque rapport de plantage que nous recevons.",
      ],
      link: "Si cela continue, écrivez-nous via le lien d'assistance de notre page App Store en indiquant votre appareil et votre version d'iOS, afin que nous trouvions la cause.",
    },
    audio: {
      core: [
        "Nous sommes désolés que la lecture s'interrompe chez vous.",
        "Veuillez installer la dernière version et redémarrer votre appareil ; nous examinons chaque signalement concernant le son que nous recevons.",
      ],
      link: "Si cela continue, écrivez-nous via le lien d'assistance de notre page App Store en indiquant votre appareil, votre version d'iOS et le moment où le son s'arrête, afin que nous trouvions la cause.",
    },
    price: {
      core: [
        "Nous comprenons qu'un prix plus élevé soit décevant, et nous sommes désolés que ce changement vous ait déplu.",
        "Votre avis sur le prix est transmis directement à l'équipe ; vous pouvez consulter ou résilier votre abonnement à tout moment dans les Réglages de votre appareil, sous votre nom puis « Abonnements ».",
      ],
      link: "Pour toute question sur votre abonnement, écrivez-nous via le lien d'assistance de notre page App Store.",
    },
    feature_request: {
      core: [
        "Savoir ce que vous aimeriez voir nous aide beaucoup.",
        "Nous lisons chaque suggestion, et la vôtre est transmise à l'équipe qui prépare les prochaines mises à jour.",
      ],
    },
    praise: {
      core: ["Nous sommes ravis que l'application vous soit utile.", "Des avis comme le vôtre comptent beaucoup pour toute l'équipe."],
    },
    general: {
      core: [
        "Nous sommes désolés que l'application n'ait pas répondu à vos attentes.",
        "Nous lisons chaque avis, et le vôtre est transmis directement à l'équipe.",
      ],
      link: "Si vous nous en dites plus via le lien d'assistance de notre page App Store, nous vous aiderons volontiers.",
    },
  },
};

const frInformal: RegisterPhrases = {
  friendly: (name) => `${name ? `Salut ${name}, merci` : "Merci"} pour ton avis !`,
  professional: (name) => `Bonjour${name ? ` ${name}` : ""}, merci beaucoup pour ton retour.`,
  signOff: (app) => `À bientôt, l'équipe ${app}`,
  topics: {
    billing: {
      core: [
        "Nous sommes désolés pour ce problème d'achat : les remboursements des achats sur l'App Store sont gérés par Apple, via « Signaler un problème ».",
        "Nous ne pouvons ni consulter ni modifier tes données de paiement nous-mêmes.",
      ],
      link: `Tu peux demander un remboursement sur ${REFUND} ; pour toute autre question sur ton achat, écris-nous via le lien d'assistance de notre page App Store.`,
    },
    data_loss: {
      core: [
        "Nous sommes vraiment désolés que tes données aient disparu ; nous savons à quel point elles comptent.",
        "Nous voulons t'aider à les récupérer partout où c'est possible.",
      ],
      link: "Écris-nous dès que possible via le lien d'assistance de notre page App Store, afin que nous puissions comprendre ce qui s'est passé.",
    },
    login: {
      core: ["Nous sommes désolés pour ce problème de connexion.", "Installe la dernière version et reconnecte-toi."],
      link: "Si cela continue, écris-nous via le lien d'assistance de notre page App Store afin que nous puissions vérifier ton compte.",
    },
    crash: {
      core: [
        "Nous sommes désolés que l'application plante chez toi.",
        "Installe la dernière version depuis l'App Store et redémarre ton appareil ; nous examinons chaque rapport de plantage que nous recevons.",
      ],
      link: "Si cela continue, écris-nous via le lien d'assistance de notre page App Store en indiquant ton appareil et ta version d'iOS, afin que nous trouvions la cause.",
    },
    audio: {
      core: [
        "Nous sommes désolés que la lecture s'interrompe chez toi.",
        "Installe la dernière version et redémarre ton appareil ; nous examinons chaque signalement concernant le son que nous recevons.",
      ],
      link: "Si cela continue, écris-nous via le lien d'assistance de notre page App Store en indiquant ton appareil, ta version d'iOS et le moment où le son s'arrête, afin que nous trouvions la cause.",
    },
    price: {
      core: [
        "Nous comprenons qu'un prix plus élevé soit décevant, et nous sommes désolés que ce changement t'ait déplu.",
        "Ton avis sur le prix est transmis directement à l'équipe ; tu peux consulter ou résilier ton abonnement à tout moment dans les Réglages de ton appareil, sous ton nom puis « Abonnements ».",
      ],
      link: "Pour toute question sur ton abonnement, écris-nous via le lien d'assistance de notre page App Store.",
    },
    feature_request: {
      core: [
        "Savoir ce que tu aimerais voir nous aide beaucoup.",
        "Nous lisons chaque suggestion, et la tienne est transmise à l'équipe qui prépare les prochaines mises à jour.",
      ],
    },
    praise: {
      core: ["Nous sommes ravis que l'application te soit utile.", "Des avis comme le tien comptent beaucoup pour toute l'équipe."],
    },
    general: {
      core: [
        "Nous sommes désolés que l'application n'ait pas répondu à tes attentes.",
        "Nous lisons chaque avis, et le tien est transmis directement à l'équipe.",
      ],
      link: "Si tu nous en dis plus via le lien d'assistance de notre page App Store, nous t'aiderons volontiers.",
    },
  },
};

const esFormal: RegisterPhrases = {
  friendly: (name) => `${name ? `Hola, ${name}, ¡muchas` : "¡Muchas"} gracias por su reseña!`,
  professional: (name) => `${name ? `Hola, ${name}. ` : ""}Le agradecemos sinceramente sus comentarios.`,
  signOff: (app) => `Saludos cordiales, el equipo de ${app}`,
  topics: {
    billing: {
      core: [
        "Lamentamos los problemas con su compra: los reembolsos de compras en el App Store los gestiona Apple, mediante «Notificar un problema».",
        "Nosotros no podemos ver ni modificar sus datos de pago.",
      ],
      link: `Puede solicitar un reembolso en ${REFUND}; para cualquier otra consulta sobre su compra, escríbanos a través del enlace de soporte de nuestra página en el App Store.`,
    },
    data_loss: {
      core: [
        "Sentimos mucho que sus datos hayan desaparecido; sabemos lo importantes que son.",
        "Queremos ayudarle a recuperarlos siempre que sea posible.",
      ],
      link: "Escríbanos cuanto antes a través del enlace de soporte de nuestra página en el App Store para que podamos averiguar qué ha pasado.",
    },
    login: {
      core: ["Lamentamos los problemas para iniciar sesión.", "Le rogamos que instale la última versión y vuelva a iniciar sesión."],
      link: "Si sigue ocurriendo, escríbanos a través del enlace de soporte de nuestra página en el App Store para que podamos revisar su cuenta.",
    },
    crash: {
      core: [
        "Lamentamos que la aplicación se le cierre inesperadamente.",
        "Le rogamos que instale la última versión desde el App Store y reinicie su dispositivo; revisamos cada informe de fallos que recibimos.",
      ],
      link: "Si vuelve a ocurrir, escríbanos a través del enlace de soporte de nuestra página en el App Store e indíquenos su dispositivo y su versión de iOS para que podamos encontrar la causa.",
    },
    audio: {
      core: [
        "Lamentamos que la reproducción se detenga en su dispositivo.",
        "Le recomendamos actualizar a la última versión y reiniciar el dispositivo; revisamos cada aviso sobre el sonido que recibimos.",
      ],
      link: "Si sigue ocurriendo, escríbanos a través del enlace de soporte de nuestra página en el App Store e indíquenos su dispositivo, su versión de iOS y cuándo se detiene el sonido, para que podamos encontrar la causa.",
    },
    price: {
      core: [
        "Entendemos que un precio más alto resulte decepcionante, y lamentamos que el cambio le haya molestado.",
        "Su opinión sobre el precio llega directamente al equipo; puede revisar o cancelar su suscripción en cualquier momento en los Ajustes de su dispositivo, tocando su nombre y luego «Suscripciones».",
      ],
      link: "Si tiene alguna pregunta sobre su suscripción, escríbanos a través del enlace de soporte de nuestra página en el App Store.",
    },
    feature_request: {
      core: [
        "Saber qué le gustaría ver nos ayuda muchísimo.",
        "Leemos cada sugerencia, y la suya llega al equipo que planifica las próximas actualizaciones.",
      ],
    },
    praise: { core: ["Nos alegra mucho que la aplicación le resulte útil.", "Reseñas como la suya significan mucho para nuestro equipo."] },
    general: {
      core: [
        "Lamentamos que la aplicación no haya cumplido sus expectativas.",
        "Leemos cada reseña, y la suya llega directamente al equipo.",
      ],
      link: "Si nos cuenta más a través del enlace de soporte de nuestra página en el App Store, le ayudaremos con gusto.",
    },
  },
};

const esInformal: RegisterPhrases = {
  friendly: (name) => `${name ? `¡Hola, ${name}! Gracias` : "¡Gracias"} por tu reseña${name ? "." : "!"}`,
  professional: (name) => `${name ? `Hola, ${name}. ` : ""}Te agradecemos mucho tus comentarios.`,
  signOff: (app) => `Un saludo, el equipo de ${app}`,
  topics: {
    billing: {
      core: [
        "Lamentamos los problemas con tu compra: los reembolsos de compras en el App Store los gestiona Apple, mediante «Notificar un problema».",
        "Nosotros no podemos ver ni modificar tus datos de pago.",
      ],
      link: `Puedes solicitar un reembolso en ${REFUND}; para cualquier otra consulta sobre tu compra, escríbenos a través del enlace de soporte de nuestra página en el App Store.`,
    },
    data_loss: {
      core: [
        "Sentimos mucho que tus datos hayan desaparecido; sabemos lo importantes que son.",
        "Queremos ayudarte a recuperarlos siempre que sea posible.",
      ],
      link: "Escríbenos cuanto antes a través del enlace de soporte de nuestra página en el App Store para que podamos averiguar qué ha pasado.",
    },
    login: {
      core: ["Lamentamos los problemas para iniciar sesión.", "Instala la última versión y vuelve a iniciar sesión."],
      link: "Si sigue ocurriendo, escríbenos a través del enlace de soporte de nuestra página en el App Store para que podamos revisar tu cuenta.",
    },
    crash: {
      core: [
        "Lamentamos que la aplicación se te cierre inesperadamente.",
        "Instala la última versión desde el App Store y reinicia tu dispositivo; revisamos cada informe de fallos que recibimos.",
      ],
      link: "Si vuelve a ocurrir, escríbenos a través del enlace de soporte de nuestra página en el App Store e indícanos tu dispositivo y tu versión de iOS para que podamos encontrar la causa.",
    },
    audio: {
      core: [
        "Sentimos que la reproducción se detenga en tu dispositivo.",
        "Te recomendamos actualizar a la última versión y reiniciar el dispositivo; revisamos cada aviso sobre el sonido que recibimos.",
      ],
      link: "Si sigue ocurriendo, escríbenos a través del enlace de soporte de nuestra página en el App Store e indícanos tu dispositivo, tu versión de iOS y cuándo se detiene el sonido, para que podamos encontrar la causa.",
    },
    price: {
      core: [
        "Entendemos que un precio más alto resulte decepcionante, y sentimos que el cambio te haya molestado.",
        "Tu opinión sobre el precio llega directamente al equipo; puedes revisar o cancelar tu suscripción en cualquier momento en los Ajustes de tu dispositivo, tocando tu nombre y luego «Suscripciones».",
      ],
      link: "Si tienes alguna pregunta sobre tu suscripción, escríbenos a través del enlace de soporte de nuestra página en el App Store.",
    },
    feature_request: {
      core: [
        "Saber qué te gustaría ver nos ayuda muchísimo.",
        "Leemos cada sugerencia, y la tuya llega al equipo que planifica las próximas actualizaciones.",
      ],
    },
    praise: { core: ["Nos alegra mucho que la aplicación te resulte útil.", "Reseñas como la tuya significan mucho para nuestro equipo."] },
    general: {
      core: [
        "Lamentamos que la aplicación no haya cumplido tus expectativas.",
        "Leemos cada reseña, y la tuya llega directamente al equipo.",
      ],
      link: "Si nos cuentas más a través del enlace de soporte de nuestra página en el App Store, te ayudaremos con gusto.",
    },
  },
};

const itFormal: RegisterPhrases = {
  friendly: (name) => `${name ? `Salve ${name}, grazie mille` : "Grazie mille"} per la Sua recensione!`,
  professional: (name) => `${name ? `Gentile ${name}, La` : "La"} ringraziamo per il Suo feedback.`,
  signOff: (app) => `Cordiali saluti, il team di ${app}`,
  topics: {
    billing: {
      core: [
        "Ci dispiace per il problema con il Suo acquisto: i rimborsi degli acquisti sull'App Store sono gestiti da Apple, tramite «Segnala un problema».",
        "Noi non possiamo vedere né modificare i Suoi dati di pagamento.",
      ],
      link: `Può richiedere un rimborso su ${REFUND}; per qualsiasi altra domanda sul Suo acquisto, ci scriva tramite il link di assistenza della nostra pagina sull'App Store.`,
    },
    data_loss: {
      core: [
        "Ci dispiace davvero che i Suoi dati siano spariti; sappiamo quanto siano importanti.",
        "Vogliamo aiutarLa a recuperarli ovunque sia possibile.",
      ],
      link: "Ci scriva il prima possibile tramite il link di assistenza della nostra pagina sull'App Store, così potremo capire cosa è successo.",
    },
    login: {
      core: ["Ci dispiace per il problema di accesso.", "La preghiamo di installare l'ultima versione e di accedere di nuovo."],
      link: "Se succede ancora, ci scriva tramite il link di assistenza della nostra pagina sull'App Store, così potremo controllare il Suo account.",
    },
    crash: {
      core: [
        "Ci dispiace che l'app si chiuda inaspettatamente.",
        "La preghiamo di installare l'ultima versione dall'App Store e di riavviare il dispositivo; esaminiamo ogni segnalazione di arresto anomalo che riceviamo.",
      ],
      link: "Se succede ancora, ci scriva tramite il link di assistenza della nostra pagina sull'App Store indicando il Suo dispositivo e la versione di iOS, così potremo trovarne la causa.",
    },
    audio: {
      core: [
        "Ci dispiace che la riproduzione si interrompa sul Suo dispositivo.",
        "La invitiamo ad aggiornare all'ultima versione e a riavviare il dispositivo; esaminiamo ogni segnalazione sull'audio che riceviamo.",
      ],
      link: "Se succede ancora, ci scriva tramite il link di assistenza della nostra pagina sull'App Store indicando il Suo dispositivo, la versione di iOS e quando si interrompe l'audio, così potremo trovarne la causa.",
    },
    price: {
      core: [
        "Comprendiamo che un prezzo più alto sia deludente, e ci dispiace per il disappunto che Le ha causato.",
        "Il Suo parere sul prezzo arriva direttamente al team; può controllare o annullare il Suo abbonamento in qualsiasi momento nelle Impostazioni del dispositivo, toccando il Suo nome e poi «Abbonamenti».",
      ],
      link: "Per qualsiasi domanda sul Suo abbonamento, ci scriva tramite il link di assistenza della nostra pagina sull'App Store.",
    },
    feature_request: {
      core: [
        "Sapere cosa vorrebbe vedere ci aiuta moltissimo.",
        "Leggiamo ogni suggerimento, e il Suo arriva al team che pianifica i prossimi aggiornamenti.",
      ],
    },
    praise: { core: ["Siamo felici che l'app Le sia utile.", "Recensioni come la Sua significano molto per tutto il team."] },
    general: {
      core: [
        "Ci dispiace che l'app non abbia soddisfatto le Sue aspettative.",
        "Leggiamo ogni recensione, e la Sua arriva direttamente al team.",
      ],
      link: "Se ci racconta di più tramite il link di assistenza della nostra pagina sull'App Store, La aiuteremo volentieri.",
    },
  },
};

const itInformal: RegisterPhrases = {
  friendly: (name) => `${name ? `Ciao ${name}, grazie` : "Grazie"} per la tua recensione!`,
  professional: (name) => `${name ? `Ciao ${name}, ti` : "Ti"} ringraziamo per il tuo feedback.`,
  signOff: (app) => `A presto, il team di ${app}`,
  topics: {
    billing: {
      core: [
        "Ci dispiace per il problema con il tuo acquisto: i rimborsi degli acquisti sull'App Store sono gestiti da Apple, tramite «Segnala un problema».",
        "Noi non possiamo vedere né modificare i tuoi dati di pagamento.",
      ],
      link: `Puoi richiedere un rimborso su ${REFUND}; per qualsiasi altra domanda sul tuo acquisto, scrivici tramite il link di assistenza della nostra pagina sull'App Store.`,
    },
    data_loss: {
      core: [
        "Ci dispiace davvero che i tuoi dati siano spariti; sappiamo quanto siano importanti.",
        "Vogliamo aiutarti a recuperarli ovunque sia possibile.",
      ],
      link: "Scrivici il prima possibile tramite il link di assistenza della nostra pagina sull'App Store, così potremo capire cosa è successo.",
    },
    login: {
      core: ["Ci dispiace per il problema di accesso.", "Installa l'ultima versione e accedi di nuovo."],
      link: "Se succede ancora, scrivici tramite il link di assistenza della nostra pagina sull'App Store, così potremo controllare il tuo account.",
    },
    crash: {
      core: [
        "Ci dispiace che l'app si chiuda inaspettatamente.",
        "Installa l'ultima versione dall'App Store e riavvia il dispositivo; esaminiamo ogni segnalazione di arresto anomalo che riceviamo.",
      ],
      link: "Se succede ancora, scrivici tramite il link di assistenza della nostra pagina sull'App Store indicando il tuo dispositivo e la versione di iOS, così potremo trovarne la causa.",
    },
    audio: {
      core: [
        "Ci dispiace che la riproduzione si interrompa sul tuo dispositivo.",
        "Ti invitiamo ad aggiornare all'ultima versione e a riavviare il dispositivo; esaminiamo ogni segnalazione sull'audio che riceviamo.",
      ],
      link: "Se succede ancora, scrivici tramite il link di assistenza della nostra pagina sull'App Store indicando il tuo dispositivo, la versione di iOS e quando si interrompe l'audio, così potremo trovarne la causa.",
    },
    price: {
      core: [
        "Capiamo che un prezzo più alto sia deludente, e ci dispiace per il disappunto che ti ha causato.",
        "Il tuo parere sul prezzo arriva direttamente al team; puoi controllare o annullare il tuo abbonamento in qualsiasi momento nelle Impostazioni del dispositivo, toccando il tuo nome e poi «Abbonamenti».",
      ],
      link: "Per qualsiasi domanda sul tuo abbonamento, scrivici tramite il link di assistenza della nostra pagina sull'App Store.",
    },
    feature_request: {
      core: [
        "Sapere cosa vorresti vedere ci aiuta moltissimo.",
        "Leggiamo ogni suggerimento, e il tuo arriva al team che pianifica i prossimi aggiornamenti.",
      ],
    },
    praise: { core: ["Siamo felici che l'app ti sia utile.", "Recensioni come la tua significano molto per tutto il team."] },
    general: {
      core: [
        "Ci dispiace che l'app non abbia soddisfatto le tue aspettative.",
        "Leggiamo ogni recensione, e la tua arriva direttamente al team.",
      ],
      link: "Se ci racconti di più tramite il link di assistenza della nostra pagina sull'App Store, ti aiuteremo volentieri.",
    },
  },
};

const ptBR: RegisterPhrases = {
  friendly: (name) => `${name ? `Olá, ${name}! Agradecemos` : "Agradecemos"} muito a sua avaliação!`,
  professional: (name) => `${name ? `Olá, ${name}. ` : ""}Agradecemos o seu comentário.`,
  signOff: (app) => `Atenciosamente, equipe ${app}`,
  topics: {
    billing: {
      core: [
        "Lamentamos o problema com a sua compra: os reembolsos de compras na App Store são feitos pela Apple, em “Relatar um problema”.",
        "Nós não conseguimos ver nem alterar os seus dados de pagamento.",
      ],
      link: `Você pode solicitar o reembolso em ${REFUND}; para qualquer outra dúvida sobre a sua compra, fale conosco pelo link de suporte da nossa página na App Store.`,
    },
    data_loss: {
      core: [
        "Sentimos muito que os seus dados tenham sumido; sabemos o quanto eles são importantes.",
        "Queremos ajudar você a recuperá-los sempre que for possível.",
      ],
      link: "Fale conosco o quanto antes pelo link de suporte da nossa página na App Store para entendermos o que aconteceu.",
    },
    login: {
      core: ["Lamentamos o problema para entrar na sua conta.", "Atualize para a versão mais recente e entre novamente."],
      link: "Se continuar acontecendo, fale conosco pelo link de suporte da nossa página na App Store para verificarmos a sua conta.",
    },
    crash: {
      core: [
        "Lamentamos que o aplicativo esteja fechando sozinho para você.",
        "Atualize para a versão mais recente na App Store e reinicie o seu aparelho; analisamos cada relatório de falha que recebemos.",
      ],
      link: "Se continuar acontecendo, fale conosco pelo link de suporte da nossa página na App Store e informe o seu aparelho e a versão do iOS para encontrarmos a causa.",
    },
    audio: {
      core: [
        "Sentimos muito que a reprodução pare no seu aparelho.",
        "Atualize para a versão mais recente e reinicie o aparelho; analisamos cada relato sobre o som que recebemos.",
      ],
      link: "Se continuar acontecendo, fale conosco pelo link de suporte da nossa página na App Store e informe o seu aparelho, a versão do iOS e quando o som para, para que possamos encontrar a causa.",
    },
    price: {
      core: [
        "Entendemos que um preço mais alto seja decepcionante, e sentimos muito que a mudança tenha incomodado você.",
        "Sua opinião sobre o preço vai direto para a equipe; você pode ver ou cancelar sua assinatura a qualquer momento nos Ajustes do aparelho, tocando no seu nome e depois em “Assinaturas”.",
      ],
      link: "Se tiver alguma dúvida sobre a sua assinatura, fale conosco pelo link de suporte da nossa página na App Store.",
    },
    feature_request: {
      core: [
        "Saber o que você gostaria de ver nos ajuda muito.",
        "Lemos cada sugestão, e a sua vai para a equipe que planeja as próximas atualizações.",
      ],
    },
    praise: {
      core: ["Ficamos muito felizes que o aplicativo seja útil para você.", "Avaliações como a sua significam muito para toda a equipe."],
    },
    general: {
      core: [
        "Lamentamos que o aplicativo não tenha atendido às suas expectativas.",
        "Lemos cada avaliação, e a sua vai direto para a equipe.",
      ],
      link: "Se você nos contar mais pelo link de suporte da nossa página na App Store, teremos prazer em ajudar.",
    },
  },
};

const nlFormal: RegisterPhrases = {
  friendly: (name) => `${name ? `Hallo ${name}, hartelijk` : "Hartelijk"} dank voor uw beoordeling!`,
  professional: (name) => `${name ? `Beste ${name}, hartelijk` : "Hartelijk"} dank voor uw feedback.`,
  signOff: (app) => `Met vriendelijke groet, het team van ${app}`,
  topics: {
    billing: {
      core: [
        "Het spijt ons dat er iets misging met uw aankoop: terugbetalingen van aankopen in de App Store worden door Apple afgehandeld, via ‘Meld een probleem’.",
        "Wij kunnen uw betaalgegevens zelf niet inzien of wijzigen.",
      ],
      link: `U kunt een terugbetaling aanvragen op ${REFUND}; voor andere vragen over uw aankoop kunt u ons bereiken via de supportlink op onze App Store-pagina.`,
    },
    data_loss: {
      core: [
        "Het spijt ons enorm dat uw gegevens verdwenen zijn; we weten hoe belangrijk ze zijn.",
        "We helpen u graag om ze terug te krijgen waar dat mogelijk is.",
      ],
      link: "Neem zo snel mogelijk contact met ons op via de supportlink op onze App Store-pagina, zodat we kunnen uitzoeken wat er is gebeurd.",
    },
    login: {
      core: ["Het spijt ons dat het inloggen niet lukt.", "Wilt u de nieuwste versie installeren en opnieuw inloggen?"],
      link: "Blijft het gebeuren, neem dan contact met ons op via de supportlink op onze App Store-pagina, zodat we uw account kunnen controleren.",
    },
    crash: {
      core: [
        "Het spijt ons dat de app bij u crasht.",
        "Wilt u de nieuwste versie uit de App Store installeren en uw apparaat opnieuw opstarten? We bekijken elk crashrapport dat we ontvangen.",
      ],
      link: "Gebeurt het daarna nog steeds, neem dan contact met ons op via de supportlink op onze App Store-pagina en vermeld uw apparaat en iOS-versie, zodat we de oorzaak kunnen vinden.",
    },
    audio: {
      core: [
        "Het spijt ons dat het afspelen bij u stopt.",
        "Installeer de nieuwste versie en start uw apparaat opnieuw op; we bekijken elke melding over het geluid die we ontvangen.",
      ],
      link: "Gebeurt het daarna nog steeds, neem dan contact met ons op via de supportlink op onze App Store-pagina en vermeld uw apparaat, uw iOS-versie en wanneer het geluid stopt, zodat we de oorzaak kunnen vinden.",
    },
    price: {
      core: [
        "We begrijpen dat een hogere prijs teleurstellend is, en het spijt ons dat de wijziging u heeft gestoord.",
        "Uw feedback over de prijs gaat rechtstreeks naar het team; u kunt uw abonnement op elk moment bekijken of opzeggen in de Instellingen van uw apparaat, onder uw naam en dan ‘Abonnementen’.",
      ],
      link: "Heeft u een vraag over uw abonnement, neem dan contact met ons op via de supportlink op onze App Store-pagina.",
    },
    feature_request: {
      core: [
        "Weten wat u graag zou zien, helpt ons het meest.",
        "We lezen elke suggestie, en die van u gaat naar het team dat de volgende updates plant.",
      ],
    },
    praise: { core: ["Fijn om te horen dat de app u goed helpt.", "Beoordelingen zoals die van u betekenen veel voor het hele team."] },
    general: {
      core: [
        "Het spijt ons dat de app niet aan uw verwachtingen heeft voldaan.",
        "We lezen elke beoordeling, en die van u gaat direct naar het team.",
      ],
      link: "Als u ons meer vertelt via de supportlink op onze App Store-pagina, helpen we u graag verder.",
    },
  },
};

const nlInformal: RegisterPhrases = {
  friendly: (name) => `${name ? `Hoi ${name}, bedankt` : "Bedankt"} voor je review!`,
  professional: (name) => `${name ? `Beste ${name}, bedankt` : "Bedankt"} voor je feedback.`,
  signOff: (app) => `Groetjes, het team van ${app}`,
  topics: {
    billing: {
      core: [
        "Het spijt ons dat er iets misging met je aankoop: terugbetalingen van aankopen in de App Store worden door Apple afgehandeld, via ‘Meld een probleem’.",
        "Wij kunnen je betaalgegevens zelf niet inzien of wijzigen.",
      ],
      link: `Je kunt een terugbetaling aanvragen op ${REFUND}; voor andere vragen over je aankoop kun je ons bereiken via de supportlink op onze App Store-pagina.`,
    },
    data_loss: {
      core: [
        "Het spijt ons enorm dat je gegevens verdwenen zijn; we weten hoe belangrijk ze zijn.",
        "We helpen je graag om ze terug te krijgen waar dat mogelijk is.",
      ],
      link: "Neem zo snel mogelijk contact met ons op via de supportlink op onze App Store-pagina, zodat we kunnen uitzoeken wat er is gebeurd.",
    },
    login: {
      core: ["Het spijt ons dat het inloggen niet lukt.", "Installeer de nieuwste versie en log opnieuw in."],
      link: "Blijft het gebeuren, neem dan contact met ons op via de supportlink op onze App Store-pagina, zodat we je account kunnen controleren.",
    },
    crash: {
      core: [
        "Het spijt ons dat de app bij je crasht.",
        "Installeer de nieuwste versie uit de App Store en start je apparaat opnieuw op; we bekijken elk crashrapport dat we ontvangen.",
      ],
      link: "Gebeurt het daarna nog steeds, neem dan contact met ons op via de supportlink op onze App Store-pagina en vermeld je apparaat en iOS-versie, zodat we de oorzaak kunnen vinden.",
    },
    audio: {
      core: [
        "Het spijt ons dat het afspelen bij je stopt.",
        "Installeer de nieuwste versie en start je apparaat opnieuw op; we bekijken elke melding over het geluid die we ontvangen.",
      ],
      link: "Gebeurt het daarna nog steeds, neem dan contact met ons op via de supportlink op onze App Store-pagina en vermeld je apparaat, je iOS-versie en wanneer het geluid stopt, zodat we de oorzaak kunnen vinden.",
    },
    price: {
      core: [
        "We begrijpen dat een hogere prijs teleurstellend is, en het spijt ons dat de wijziging je heeft gestoord.",
        "Je feedback over de prijs gaat rechtstreeks naar het team; je kunt je abonnement op elk moment bekijken of opzeggen in de Instellingen van je apparaat, onder je naam en dan ‘Abonnementen’.",
      ],
      link: "Heb je een vraag over je abonnement, neem dan contact met ons op via de supportlink op onze App Store-pagina.",
    },
    feature_request: {
      core: [
        "Weten wat je graag zou zien, helpt ons het meest.",
        "We lezen elke suggestie, en die van jou gaat naar het team dat de volgende updates plant.",
      ],
    },
    praise: { core: ["Fijn om te horen dat de app je goed helpt.", "Reviews zoals die van jou betekenen veel voor het hele team."] },
    general: {
      core: [
        "Het spijt ons dat de app niet aan je verwachtingen heeft voldaan.",
        "We lezen elke review, en die van jou gaat direct naar het team.",
      ],
      link: "Als je ons meer vertelt via de supportlink op onze App Store-pagina, helpen we je graag verder.",
    },
  },
};

const trFormal: RegisterPhrases = {
  friendly: (name) => `${name ? `Merhaba ${name}, değerlendirmeniz` : "Değerlendirmeniz"} için çok teşekkür ederiz!`,
  professional: (name) => `${name ? `Sayın ${name}, geri` : "Geri"} bildiriminiz için teşekkür ederiz.`,
  signOff: (app) => `Saygılarımızla, ${app} ekibi`,
  topics: {
    billing: {
      core: [
        "Satın alma işleminizle ilgili sorun için özür dileriz: App Store satın alımlarının iadeleri Apple tarafından “Sorun Bildir” üzerinden yapılır.",
        "Ödeme bilgilerinizi kendimiz göremiyor ve değiştiremiyoruz.",
      ],
      link: `İade talebinizi ${REFUND} adresinden iletebilirsiniz; satın alımınızla ilgili diğer sorularınız için App Store sayfamızdaki destek bağlantısından bize yazabilirsiniz.`,
    },
    data_loss: {
      core: [
        "Verilerinizin kaybolmasına çok üzüldük; ne kadar önemli olduklarını biliyoruz.",
        "Mümkün olan her durumda onları geri almanıza yardımcı olmak istiyoruz.",
      ],
      link: "Ne olduğunu inceleyebilmemiz için lütfen en kısa sürede App Store sayfamızdaki destek bağlantısından bize yazın.",
    },
    login: {
      core: ["Giriş yapmakta yaşadığınız sorun için özür dileriz.", "Lütfen en son sürümü yükleyin ve tekrar giriş yapın."],
      link: "Sorun devam ederse hesabınızı kontrol edebilmemiz için App Store sayfamızdaki destek bağlantısından bize yazın.",
    },
    crash: {
      core: [
        "Uygulamanın sizde çökmesine çok üzüldük.",
        "Lütfen App Store'dan en son sürümü yükleyin ve cihazınızı yeniden başlatın; aldığımız her çökme raporunu inceliyoruz.",
      ],
      link: "Sorun devam ederse App Store sayfamızdaki destek bağlantısından bize yazın ve nedenini bulabilmemiz için cihazınızı ve iOS sürümünüzü belirtin.",
    },
    audio: {
      core: [
        "Oynatmanın sizde durmasına çok üzüldük.",
        "Lütfen en son sürüme güncelleyin ve cihazınızı yeniden başlatın; sesle ilgili aldığımız her bildirimi inceliyoruz.",
      ],
      link: "Sorun devam ederse App Store sayfamızdaki destek bağlantısından bize yazın ve nedenini bulabilmemiz için cihazınızı, iOS sürümünüzü ve sesin ne zaman kesildiğini belirtin.",
    },
    price: {
      core: [
        "Daha yüksek bir fiyatın hayal kırıklığı yarattığını anlıyoruz ve bu değişikliğin sizi üzmesine çok üzüldük.",
        "Fiyatla ilgili görüşünüz doğrudan ekibe iletiliyor; aboneliğinizi dilediğiniz zaman cihazınızın Ayarlar bölümünde adınıza ve ardından Abonelikler'e dokunarak görüntüleyebilir veya iptal edebilirsiniz.",
      ],
      link: "Aboneliğinizle ilgili bir sorunuz varsa App Store sayfamızdaki destek bağlantısından bize yazın.",
    },
    feature_request: {
      core: [
        "Neler görmek istediğinizi bilmek bize en çok yardımcı olan şey.",
        "Her öneriyi okuyoruz; sizinki de sonraki güncellemeleri planlayan ekibe iletiliyor.",
      ],
    },
    praise: { core: ["Uygulamanın işinize yaramasına çok sevindik.", "Sizinki gibi değerlendirmeler tüm ekip için çok değerli."] },
    general: {
      core: [
        "Uygulamanın beklentilerinizi karşılamadığı için üzgünüz.",
        "Her değerlendirmeyi okuyoruz; sizinki de doğrudan ekibe iletiliyor.",
      ],
      link: "App Store sayfamızdaki destek bağlantısından bize daha fazlasını anlatırsanız memnuniyetle yardımcı oluruz.",
    },
  },
};

const trInformal: RegisterPhrases = {
  friendly: (name) => `${name ? `Merhaba ${name}, değerlendirmen` : "Değerlendirmen"} için çok teşekkürler!`,
  professional: (name) => `${name ? `Merhaba ${name}, geri` : "Geri"} bildirimin için teşekkür ederiz.`,
  signOff: (app) => `Sevgiler, ${app} ekibi`,
  topics: {
    billing: {
      core: [
        "Satın alma işleminle ilgili sorun için özür dileriz: App Store satın alımlarının iadeleri Apple tarafından “Sorun Bildir” üzerinden yapılır.",
        "Ödeme bilgilerini kendimiz göremiyor ve değiştiremiyoruz.",
      ],
      link: `İade talebini ${REFUND} adresinden iletebilirsin; satın alımınla ilgili diğer soruların için App Store sayfamızdaki destek bağlantısından bize yazabilirsin.`,
    },
    data_loss: {
      core: [
        "Verilerinin kaybolmasına çok üzüldük; ne kadar önemli olduklarını biliyoruz.",
        "Mümkün olan her durumda onları geri almana yardımcı olmak istiyoruz.",
      ],
      link: "Ne olduğunu inceleyebilmemiz için lütfen en kısa sürede App Store sayfamızdaki destek bağlantısından bize yaz.",
    },
    login: {
      core: ["Giriş yapmakta yaşadığın sorun için özür dileriz.", "Lütfen en son sürümü yükle ve tekrar giriş yap."],
      link: "Sorun devam ederse hesabını kontrol edebilmemiz için App Store sayfamızdaki destek bağlantısından bize yaz.",
    },
    crash: {
      core: [
        "Uygulamanın sende çökmesine çok üzüldük.",
        "Lütfen App Store'dan en son sürümü yükle ve cihazını yeniden başlat; aldığımız her çökme raporunu inceliyoruz.",
      ],
      link: "Sorun devam ederse App Store sayfamızdaki destek bağlantısından bize yaz ve nedenini bulabilmemiz için cihazını ve iOS sürümünü belirt.",
    },
    audio: {
      core: [
        "Oynatmanın sende durmasına çok üzüldük.",
        "Lütfen en son sürüme güncelle ve cihazını yeniden başlat; sesle ilgili aldığımız her bildirimi inceliyoruz.",
      ],
      link: "Sorun devam ederse App Store sayfamızdaki destek bağlantısından bize yaz ve nedenini bulabilmemiz için cihazını, iOS sürümünü ve sesin ne zaman kesildiğini belirt.",
    },
    price: {
      core: [
        "Daha yüksek bir fiyatın hayal kırıklığı yarattığını anlıyoruz ve bu değişikliğin seni üzmesine çok üzüldük.",
        "Fiyatla ilgili görüşün doğrudan ekibe iletiliyor; aboneliğini dilediğin zaman cihazının Ayarlar bölümünde adına ve ardından Abonelikler'e dokunarak görüntüleyebilir veya iptal edebilirsin.",
      ],
      link: "Aboneliğinle ilgili bir sorun varsa App Store sayfamızdaki destek bağlantısından bize yaz.",
    },
    feature_request: {
      core: [
        "Neler görmek istediğini bilmek bize en çok yardımcı olan şey.",
        "Her öneriyi okuyoruz; seninki de sonraki güncellemeleri planlayan ekibe iletiliyor.",
      ],
    },
    praise: { core: ["Uygulamanın işine yaramasına çok sevindik.", "Seninki gibi değerlendirmeler tüm ekip için çok değerli."] },
    general: {
      core: [
        "Uygulamanın beklentilerini karşılamadığı için üzgünüz.",
        "Her değerlendirmeyi okuyoruz; seninki de doğrudan ekibe iletiliyor.",
      ],
      link: "App Store sayfamızdaki destek bağlantısından bize daha fazlasını anlatırsan memnuniyetle yardımcı oluruz.",
    },
  },
};

const ja: RegisterPhrases = {
  friendly: (name) => `${name ? `${name}さん、` : ""}レビューありがとうございます！`,
  professional: (name) => `${name ? `${name}様、` : ""}貴重なご意見をいただき、誠にありがとうございます。`,
  signOff: (app) => `${app}チーム一同`,
  topics: {
    billing: {
      core: [
        "ご購入に関してご不便をおかけし、申し訳ございません。App Storeでのご購入の返金はAppleが取り扱っており、「問題を報告する」からお申し込みいただけます。",
        "お支払い情報は、私たちの側では確認や変更ができません。",
      ],
      link: `返金は ${REFUND} からご依頼いただけます。その他ご購入に関するご不明点は、App Storeページのサポートリンクからお問い合わせください。`,
    },
    data_loss: {
      core: [
        "データが消えてしまい、大変申し訳ございません。大切なデータであることは承知しております。",
        "可能な限り復旧のお手伝いをしたいと考えております。",
      ],
      link: "何が起きたのかを調査いたしますので、お早めにApp Storeページのサポートリンクからご連絡ください。",
    },
    login: {
      core: [
        "ログインの不具合でご不便をおかけし、申し訳ございません。",
        "最新バージョンにアップデートのうえ、もう一度ログインをお試しください。",
      ],
      link: "それでも解決しない場合は、アカウントを確認いたしますので、App Storeページのサポートリンクからご連絡ください。",
    },
    crash: {
      core: [
        "アプリが強制終了してしまい、申し訳ございません。",
        "App Storeから最新バージョンにアップデートし、端末を再起動してお試しください。いただいたクラッシュレポートはすべて確認しております。",
      ],
      link: "それでも解決しない場合は、App Storeページのサポートリンクから、ご利用の端末とiOSのバージョンをお知らせください。原因の特定に役立てます。",
    },
    audio: {
      core: [
        "再生が止まってしまい、申し訳ございません。",
        "最新バージョンにアップデートし、端末を再起動してお試しください。音声に関するご報告はすべて確認しております。",
      ],
      link: "それでも解決しない場合は、App Storeページのサポートリンクから、ご利用の端末、iOSのバージョン、音が止まるタイミングをお知らせください。原因の特定に役立てます。",
    },
    price: {
      core: [
        "料金の値上がりでご不満をおかけし、申し訳ございません。",
        "料金に関するご意見はチームに直接伝えております。サブスクリプションは、端末の「設定」でお名前をタップし、「サブスクリプション」からいつでも確認・解約できます。",
      ],
      link: "サブスクリプションについてご不明な点がございましたら、App Storeページのサポートリンクからお問い合わせください。",
    },
    feature_request: {
      core: [
        "ご希望の機能を教えていただけると、私たちにとって大きな助けになります。",
        "いただいたご提案はすべて拝見し、今後のアップデートを計画するチームに共有しております。",
      ],
    },
    praise: { core: ["アプリをお役立ていただけて、とても嬉しく思います。", "このようなレビューはチーム全員の励みになります。"] },
    general: {
      core: ["ご期待に沿えず、申し訳ございません。", "いただいたレビューはすべて拝見し、チームに共有しております。"],
      link: "App Storeページのサポートリンクから詳しくお聞かせいただければ、喜んでお手伝いいたします。",
    },
  },
};

const zhFormal: RegisterPhrases = {
  friendly: (name) => `${name ? `${name}，` : ""}您好！感谢您的评价！`,
  professional: (name) => `${name ? `${name}，` : ""}您好！衷心感谢您的宝贵意见。`,
  signOff: (app) => `${app} 团队敬上`,
  topics: {
    billing: {
      core: ["很抱歉您的购买遇到了问题：App Store 购买项目的退款由 Apple 处理，可通过“报告问题”申请。", "我们无法查看或更改您的付款信息。"],
      link: `您可以在 ${REFUND} 申请退款；如有其他购买相关问题，请通过我们 App Store 页面上的支持链接联系我们。`,
    },
    data_loss: {
      core: ["非常抱歉您的数据不见了，我们明白这些数据对您有多重要。", "我们希望尽可能帮助您找回数据。"],
      link: "请尽快通过我们 App Store 页面上的支持链接联系我们，以便我们调查发生了什么。",
    },
    login: {
      core: ["很抱歉您在登录时遇到了问题。", "请更新到最新版本后重新登录。"],
      link: "如果问题仍然存在，请通过我们 App Store 页面上的支持链接联系我们，以便我们检查您的账号。",
    },
    crash: {
      core: ["很抱歉应用在您那里出现了闪退。", "请从 App Store 更新到最新版本并重启设备；我们会查看收到的每一份崩溃报告。"],
      link: "如果问题仍然存在，请通过我们 App Store 页面上的支持链接联系我们，并告诉我们您的设备型号和 iOS 版本，以便我们找到原因。",
    },
    audio: {
      core: ["很抱歉播放在您那里中断了。", "请更新到最新版本并重启设备；我们会查看收到的每一份关于声音的反馈。"],
      link: "如果问题仍然存在，请通过我们 App Store 页面上的支持链接联系我们，并告诉我们您的设备型号、iOS 版本以及声音何时中断，以便我们找到原因。",
    },
    price: {
      core: [
        "我们理解价格上涨令人失望，很抱歉这次调整给您带来不快。",
        "您对价格的意见会直接转达给团队；您可以随时在设备的“设置”中轻点您的名字，再进入“订阅”查看或取消订阅。",
      ],
      link: "如果您对订阅有任何疑问，请通过我们 App Store 页面上的支持链接联系我们。",
    },
    feature_request: {
      core: ["了解您希望看到的功能对我们帮助最大。", "我们会阅读每一条建议，您的建议会转达给负责规划后续更新的团队。"],
    },
    praise: { core: ["很高兴这款应用对您有帮助。", "像您这样的评价对整个团队意义重大。"] },
    general: {
      core: ["很抱歉应用没有达到您的期望。", "我们会阅读每一条评价，您的评价会直接转达给团队。"],
      link: "如果您通过我们 App Store 页面上的支持链接告诉我们更多详情，我们很乐意为您提供帮助。",
    },
  },
};

const zhInformal: RegisterPhrases = {
  friendly: (name) => `${name ? `${name}，` : ""}你好！谢谢你的评价！`,
  professional: (name) => `${name ? `${name}，` : ""}你好！非常感谢你的反馈。`,
  signOff: (app) => `${app} 团队`,
  topics: {
    billing: {
      core: ["很抱歉你的购买遇到了问题：App Store 购买项目的退款由 Apple 处理，可通过“报告问题”申请。", "我们无法查看或更改你的付款信息。"],
      link: `你可以在 ${REFUND} 申请退款；如有其他购买相关问题，请通过我们 App Store 页面上的支持链接联系我们。`,
    },
    data_loss: {
      core: ["非常抱歉你的数据不见了，我们明白这些数据对你有多重要。", "我们希望尽可能帮助你找回数据。"],
      link: "请尽快通过我们 App Store 页面上的支持链接联系我们，以便我们调查发生了什么。",
    },
    login: {
      core: ["很抱歉你在登录时遇到了问题。", "请更新到最新版本后重新登录。"],
      link: "如果问题仍然存在，请通过我们 App Store 页面上的支持链接联系我们，以便我们检查你的账号。",
    },
    crash: {
      core: ["很抱歉应用在你那里出现了闪退。", "请从 App Store 更新到最新版本并重启设备；我们会查看收到的每一份崩溃报告。"],
      link: "如果问题仍然存在，请通过我们 App Store 页面上的支持链接联系我们，并告诉我们你的设备型号和 iOS 版本，以便我们找到原因。",
    },
    audio: {
      core: ["很抱歉播放在你那里中断了。", "请更新到最新版本并重启设备；我们会查看收到的每一份关于声音的反馈。"],
      link: "如果问题仍然存在，请通过我们 App Store 页面上的支持链接联系我们，并告诉我们你的设备型号、iOS 版本以及声音何时中断，以便我们找到原因。",
    },
    price: {
      core: [
        "我们理解价格上涨令人失望，很抱歉这次调整让你不开心。",
        "你对价格的意见会直接转达给团队；你可以随时在设备的“设置”中轻点你的名字，再进入“订阅”查看或取消订阅。",
      ],
      link: "如果你对订阅有任何疑问，请通过我们 App Store 页面上的支持链接联系我们。",
    },
    feature_request: {
      core: ["了解你希望看到的功能对我们帮助最大。", "我们会阅读每一条建议，你的建议会转达给负责规划后续更新的团队。"],
    },
    praise: { core: ["很高兴这款应用对你有帮助。", "像你这样的评价对整个团队意义重大。"] },
    general: {
      core: ["很抱歉应用没有达到你的期望。", "我们会阅读每一条评价，你的评价会直接转达给团队。"],
      link: "如果你通过我们 App Store 页面上的支持链接告诉我们更多详情，我们很乐意为你提供帮助。",
    },
  },
};

const koFormal: RegisterPhrases = {
  friendly: (name) => `${name ? `${name}님, ` : ""}소중한 리뷰 감사합니다!`,
  professional: (name) => `${name ? `${name}님, ` : ""}귀중한 의견을 보내 주셔서 진심으로 감사드립니다.`,
  signOff: (app) => `${app} 팀 드림`,
  topics: {
    billing: {
      core: [
        "구매 과정에서 불편을 드려 죄송합니다. App Store 구매의 환불은 Apple에서 처리하며, '문제 리포트'를 통해 요청하실 수 있습니다.",
        "저희는 결제 정보를 직접 확인하거나 변경할 수 없습니다.",
      ],
      link: `환불은 ${REFUND} 페이지에서 요청하실 수 있습니다. 구매와 관련된 다른 문의는 App Store 페이지의 지원 링크로 연락해 주십시오.`,
    },
    data_loss: {
      core: ["데이터가 사라져 정말 죄송합니다. 얼마나 소중한 데이터인지 잘 알고 있습니다.", "가능한 한 복구를 도와드리고 싶습니다."],
      link: "무슨 일이 있었는지 확인할 수 있도록 App Store 페이지의 지원 링크로 최대한 빨리 연락해 주십시오.",
    },
    login: {
      core: ["로그인 문제로 불편을 드려 죄송합니다.", "최신 버전으로 업데이트한 뒤 다시 로그인해 주십시오."],
      link: "문제가 계속되면 계정을 확인할 수 있도록 App Store 페이지의 지원 링크로 연락해 주십시오.",
    },
    crash: {
      core: [
        "앱이 강제 종료되어 불편을 드려 죄송합니다.",
        "App Store에서 최신 버전으로 업데이트한 뒤 기기를 재시동해 주십시오. 접수되는 모든 충돌 보고서를 확인하고 있습니다.",
      ],
      link: "그래도 문제가 계속되면 App Store 페이지의 지원 링크로 사용 중인 기기와 iOS 버전을 알려 주십시오. 원인을 찾는 데 도움이 됩니다.",
    },
    audio: {
      core: [
        "재생이 중단되어 불편을 드려 죄송합니다.",
        "최신 버전으로 업데이트한 뒤 기기를 재시동해 주십시오. 소리와 관련해 접수되는 모든 보고를 확인하고 있습니다.",
      ],
      link: "그래도 문제가 계속되면 App Store 페이지의 지원 링크로 사용 중인 기기, iOS 버전, 소리가 멈추는 시점을 알려 주십시오. 원인을 찾는 데 도움이 됩니다.",
    },
    price: {
      core: [
        "가격이 올라 실망을 드려 죄송합니다.",
        "가격에 대한 의견은 팀에 바로 전달됩니다. 구독은 기기의 설정에서 이름을 누른 뒤 구독 메뉴에서 언제든지 확인하거나 해지하실 수 있습니다.",
      ],
      link: "구독에 관해 궁금한 점이 있으시면 App Store 페이지의 지원 링크로 문의해 주십시오.",
    },
    feature_request: {
      core: [
        "원하시는 기능을 알려 주시면 저희에게 큰 도움이 됩니다.",
        "모든 제안을 읽고 있으며, 보내 주신 제안은 다음 업데이트를 계획하는 팀에 전달됩니다.",
      ],
    },
    praise: { core: ["앱이 도움이 된다니 정말 기쁩니다.", "이런 리뷰는 팀 모두에게 큰 힘이 됩니다."] },
    general: {
      core: ["앱이 기대에 미치지 못해 죄송합니다.", "모든 리뷰를 읽고 있으며, 남겨 주신 리뷰는 팀에 바로 전달됩니다."],
      link: "App Store 페이지의 지원 링크로 자세한 내용을 알려 주시면 기꺼이 도와드리겠습니다.",
    },
  },
};

const koInformal: RegisterPhrases = {
  friendly: (name) => `${name ? `${name}님, ` : ""}리뷰 고마워요!`,
  professional: (name) => `${name ? `${name}님, ` : ""}의견 보내 주셔서 감사해요.`,
  signOff: (app) => `${app} 팀 드림`,
  topics: {
    billing: {
      core: [
        "구매 과정에서 불편을 드려 죄송해요. App Store 구매의 환불은 Apple에서 처리하며, '문제 리포트'를 통해 요청하실 수 있어요.",
        "저희는 결제 정보를 직접 확인하거나 변경할 수 없어요.",
      ],
      link: `환불은 ${REFUND} 페이지에서 요청하실 수 있어요. 구매와 관련된 다른 문의는 App Store 페이지의 지원 링크로 연락해 주세요.`,
    },
    data_loss: {
      core: ["데이터가 사라져 정말 죄송해요. 얼마나 소중한 데이터인지 잘 알고 있어요.", "가능한 한 복구를 도와드리고 싶어요."],
      link: "무슨 일이 있었는지 확인할 수 있도록 App Store 페이지의 지원 링크로 최대한 빨리 연락해 주세요.",
    },
    login: {
      core: ["로그인 문제로 불편을 드려 죄송해요.", "최신 버전으로 업데이트한 뒤 다시 로그인해 주세요."],
      link: "문제가 계속되면 계정을 확인할 수 있도록 App Store 페이지의 지원 링크로 연락해 주세요.",
    },
    crash: {
      core: [
        "앱이 강제 종료되어 불편을 드려 죄송해요.",
        "App Store에서 최신 버전으로 업데이트한 뒤 기기를 재시동해 주세요. 접수되는 모든 충돌 보고서를 확인하고 있어요.",
      ],
      link: "그래도 문제가 계속되면 App Store 페이지의 지원 링크로 사용 중인 기기와 iOS 버전을 알려 주세요. 원인을 찾는 데 도움이 돼요.",
    },
    audio: {
      core: [
        "재생이 중단되어 불편을 드려 죄송해요.",
        "최신 버전으로 업데이트한 뒤 기기를 재시동해 주세요. 소리와 관련해 접수되는 모든 보고를 확인하고 있어요.",
      ],
      link: "그래도 문제가 계속되면 App Store 페이지의 지원 링크로 사용 중인 기기, iOS 버전, 소리가 멈추는 시점을 알려 주세요. 원인을 찾는 데 도움이 돼요.",
    },
    price: {
      core: [
        "가격이 올라 실망을 드려 죄송해요.",
        "가격에 대한 의견은 팀에 바로 전달돼요. 구독은 기기의 설정에서 이름을 누른 뒤 구독 메뉴에서 언제든지 확인하거나 해지할 수 있어요.",
      ],
      link: "구독에 관해 궁금한 점이 있으면 App Store 페이지의 지원 링크로 문의해 주세요.",
    },
    feature_request: {
      core: [
        "원하시는 기능을 알려 주시면 저희에게 큰 도움이 돼요.",
        "모든 제안을 읽고 있고, 보내 주신 제안은 다음 업데이트를 계획하는 팀에 전달돼요.",
      ],
    },
    praise: { core: ["앱이 도움이 된다니 정말 기뻐요.", "이런 리뷰는 팀 모두에게 큰 힘이 돼요."] },
    general: {
      core: ["앱이 기대에 미치지 못해 죄송해요.", "모든 리뷰를 읽고 있고, 남겨 주신 리뷰는 팀에 바로 전달돼요."],
      link: "App Store 페이지의 지원 링크로 자세한 내용을 알려 주시면 기꺼이 도와드릴게요.",
    },
  },
};

const ar: RegisterPhrases = {
  friendly: (name) => `${name ? `مرحبًا ${name}، شكرًا` : "شكرًا"} على تقييمك!`,
  professional: (name) => `${name ? `مرحبًا ${name}، نشكرك` : "نشكرك"} على ملاحظاتك القيّمة.`,
  signOff: (app) => `مع أطيب التحيات، فريق ${app}`,
  topics: {
    billing: {
      core: [
        "نأسف للمشكلة التي واجهتها في عملية الشراء: تتولى Apple استرداد المبالغ لمشتريات App Store من خلال «الإبلاغ عن مشكلة».",
        "لا يمكننا الاطلاع على بيانات الدفع أو تغييرها بأنفسنا.",
      ],
      link: `يمكن طلب استرداد المبلغ عبر ${REFUND}، ولأي استفسار آخر بخصوص الشراء يُرجى التواصل معنا عبر رابط الدعم في صفحتنا على App Store.`,
    },
    data_loss: {
      core: ["نأسف كثيرًا لفقدان بياناتك، ونعلم مدى أهميتها.", "نود المساعدة في استعادتها قدر الإمكان."],
      link: "يُرجى التواصل معنا في أقرب وقت عبر رابط الدعم في صفحتنا على App Store حتى نتمكن من معرفة ما حدث.",
    },
    login: {
      core: ["نأسف للمشكلة في تسجيل الدخول.", "يُرجى التحديث إلى أحدث إصدار ثم تسجيل الدخول مرة أخرى."],
      link: "إذا تكررت المشكلة، يُرجى التواصل معنا عبر رابط الدعم في صفحتنا على App Store حتى نتمكن من التحقق من الحساب.",
    },
    crash: {
      core: ["نأسف لتعطّل التطبيق لديك.", "يُرجى التحديث إلى أحدث إصدار من App Store وإعادة تشغيل الجهاز؛ فنحن نراجع كل تقرير أعطال يصلنا."],
      link: "إذا استمرت المشكلة، يُرجى التواصل معنا عبر رابط الدعم في صفحتنا على App Store مع ذكر طراز الجهاز وإصدار iOS حتى نتمكن من معرفة السبب.",
    },
    audio: {
      core: ["نأسف لتوقّف التشغيل لديك.", "يُرجى التحديث إلى أحدث إصدار وإعادة تشغيل الجهاز؛ فنحن نراجع كل بلاغ يصلنا عن الصوت."],
      link: "إذا استمرت المشكلة، يُرجى التواصل معنا عبر رابط الدعم في صفحتنا على App Store مع ذكر طراز الجهاز وإصدار iOS ومتى يتوقف الصوت حتى نتمكن من معرفة السبب.",
    },
    price: {
      core: [
        "نتفهم أن ارتفاع السعر أمر مخيّب للآمال، ونأسف لأن هذا التغيير أزعجك.",
        "يصل رأيك في السعر مباشرة إلى الفريق، ويمكن مراجعة الاشتراك أو إلغاؤه في أي وقت من «الإعدادات» في الجهاز، بالضغط على الاسم ثم «الاشتراكات».",
      ],
      link: "لأي استفسار عن الاشتراك، يُرجى التواصل معنا عبر رابط الدعم في صفحتنا على App Store.",
    },
    feature_request: {
      core: ["اقتراحات مثل هذه تساعدنا كثيرًا.", "نقرأ كل اقتراح، ويصل اقتراحك إلى الفريق الذي يخطط للتحديثات القادمة."],
    },
    praise: { core: ["يسعدنا أن التطبيق مفيد لك.", "تقييمات كهذه تعني الكثير للفريق بأكمله."] },
    general: {
      core: ["نأسف لأن التطبيق لم يلبِّ توقعاتك.", "نقرأ كل تقييم، ويصل تقييمك مباشرة إلى الفريق."],
      link: "إذا أخبرتنا بالمزيد عبر رابط الدعم في صفحتنا على App Store، فسيسعدنا تقديم المساعدة.",
    },
  },
};

export const REPLY_PHRASES: Record<ReplyLanguage, LanguagePhrases> = {
  en: { joiner: " ", formal: en },
  de: { joiner: " ", formal: deFormal, informal: deInformal },
  fr: { joiner: " ", formal: frFormal, informal: frInformal },
  es: { joiner: " ", formal: esFormal, informal: esInformal },
  it: { joiner: " ", formal: itFormal, informal: itInformal },
  "pt-BR": { joiner: " ", formal: ptBR },
  ja: { joiner: "", formal: ja },
  ko: { joiner: " ", formal: koFormal, informal: koInformal },
  "zh-Hans": { joiner: "", formal: zhFormal, informal: zhInformal },
  ar: { joiner: " ", formal: ar },
  nl: { joiner: " ", formal: nlFormal, informal: nlInformal },
  tr: { joiner: " ", formal: trFormal, informal: trInformal },
};
