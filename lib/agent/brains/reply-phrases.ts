import type { ReplyLanguage } from "../reply-language";

/**
 * The words of a review reply in each language the agent replies in: a greeting in the friendly
 * and the formal voice, an apology that promises nothing, the sentence pointing to support (left
 * out when the owner asked for no links), and a sign-off. English replies have topic-specific
 * cores (review-replies.ts); the other languages use these general ones.
 */
export interface ReplyPhrases {
  friendly: (name: string | undefined) => string;
  formal: (name: string | undefined) => string;
  core: string;
  support: string;
  signOff: (appName: string) => string;
}

export const REPLY_PHRASES: Record<Exclude<ReplyLanguage, "en">, ReplyPhrases> = {
  de: {
    friendly: (name) => `${name ? `Hallo ${name}, danke` : "Danke"} für deine Bewertung!`,
    formal: (name) => `${name ? `Guten Tag ${name}, vielen Dank` : "Vielen Dank"} für Ihr Feedback.`,
    core: "Es tut uns leid, dass die App Ihre Erwartungen nicht erfüllt hat, und wir sehen uns das genau an.",
    support: "Bitte schreiben Sie uns über den Support-Link auf unserer App-Store-Seite, damit wir Ihnen helfen können.",
    signOff: (app) => `Viele Grüße, das ${app}-Team`,
  },
  fr: {
    friendly: (name) => `${name ? `Bonjour ${name}, merci` : "Merci"} pour votre avis !`,
    formal: (name) => `${name ? `Bonjour ${name}, nous vous remercions` : "Nous vous remercions"} de votre retour.`,
    core: "Nous sommes désolés que l'application ne réponde pas à vos attentes, et nous examinons le problème.",
    support: "Écrivez-nous via le lien d'assistance de notre page App Store pour que nous puissions vous aider.",
    signOff: (app) => `Cordialement, l'équipe ${app}`,
  },
  es: {
    friendly: (name) => `${name ? `Hola ${name}, gracias` : "Gracias"} por tu reseña.`,
    formal: (name) => `${name ? `Estimado/a ${name}, le agradecemos` : "Le agradecemos"} sus comentarios.`,
    core: "Lamentamos que la aplicación no haya cumplido sus expectativas y estamos revisando el problema.",
    support: "Escríbanos a través del enlace de soporte de nuestra página en el App Store para que podamos ayudarle.",
    signOff: (app) => `Saludos cordiales, el equipo de ${app}`,
  },
  it: {
    friendly: (name) => `${name ? `Ciao ${name}, grazie` : "Grazie"} per la recensione!`,
    formal: (name) => `${name ? `Gentile ${name}, la ringraziamo` : "La ringraziamo"} per il suo feedback.`,
    core: "Ci dispiace che l'app non abbia soddisfatto le sue aspettative e stiamo esaminando il problema.",
    support: "Ci scriva tramite il link di assistenza della nostra pagina sull'App Store, così potremo aiutarla.",
    signOff: (app) => `Cordiali saluti, il team di ${app}`,
  },
  pt: {
    friendly: (name) => `${name ? `Olá ${name}, obrigado` : "Obrigado"} pela sua avaliação!`,
    formal: (name) => `${name ? `Olá ${name}, agradecemos` : "Agradecemos"} o seu comentário.`,
    core: "Lamentamos que o aplicativo não tenha atendido às suas expectativas e estamos analisando o problema.",
    support: "Escreva para nós pelo link de suporte da nossa página na App Store para que possamos ajudar.",
    signOff: (app) => `Atenciosamente, a equipe ${app}`,
  },
  ja: {
    friendly: (name) => `${name ? `${name}さん、` : ""}レビューありがとうございます！`,
    formal: (name) => `${name ? `${name}様、` : ""}貴重なご意見をいただき、誠にありがとうございます。`,
    core: "ご期待に沿えず申し訳ございません。現在、問題を確認しております。",
    support: "App Storeページのサポートリンクからご連絡いただければ、詳しくお手伝いいたします。",
    signOff: (app) => `${app}チーム`,
  },
  zh: {
    friendly: (name) => `${name ? `${name}，` : ""}感谢你的评价！`,
    formal: (name) => `${name ? `${name}，您好，` : "您好，"}感谢您的宝贵意见。`,
    core: "很抱歉应用没有达到您的期望，我们正在调查这个问题。",
    support: "请通过我们 App Store 页面上的支持链接联系我们，以便我们为您提供帮助。",
    signOff: (app) => `${app} 团队敬上`,
  },
  ko: {
    friendly: (name) => `${name ? `${name}님, ` : ""}리뷰 감사합니다!`,
    formal: (name) => `${name ? `${name}님, ` : ""}소중한 의견을 보내 주셔서 진심으로 감사드립니다.`,
    core: "앱이 기대에 미치지 못해 죄송합니다. 현재 문제를 확인하고 있습니다.",
    support: "App Store 페이지의 지원 링크로 문의해 주시면 도와드리겠습니다.",
    signOff: (app) => `${app} 팀 드림`,
  },
};
