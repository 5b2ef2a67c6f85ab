/**
 * The words an owner's rejection reason states a wish in, in every language the agent replies
 * in (an owner writes in their own language: "bitte förmlicher", "Sie statt du"). One data file:
 * a missing phrase is added here. Phrases are matched longest first and each match uses up its
 * words, so "less formal" is a wish for the informal register, not the formal one, and
 * "nicht duzen" is not "duzen". Latin-script phrases match from the start of a word.
 */

export const WISHES = ["no_emoji", "no_links", "shorter", "formal", "informal", "no_discounts"] as const;
export type Wish = (typeof WISHES)[number];

const list = (words: string) =>
  words
    .split("|")
    .map((word) => word.trim())
    .filter(Boolean);

export const WISH_WORDS: Record<Wish, string[]> = {
  formal: list(`
    formal|more formal|professional|less casual|too casual|too chatty|too familiar|polite|more respectful|
    förmlich|förmlicher|formell|formeller|höflich|höflicher|professionell|professioneller|seriöser|sie statt du|siezen|nicht duzen|
    zu locker|zu salopp|zu flapsig|
    formel|plus formel|vouvoyer|vouvoyez|vouvoiement|pas de tutoiement|ne tutoyez pas|ne pas tutoyer|trop familier|plus poli|professionnel|
    más formal|de usted|tratar de usted|trate de usted|usted en vez de tú|no tutear|no tutees|demasiado informal|profesional|más cortés|
    formale|più formale|dare del lei|dia del lei|usare il lei|non dare del tu|troppo informale|professionale|più cortese|
    mais formal|o senhor|a senhora|menos informal|muito informal|profissional|mais educado|
    丁寧|敬語|フォーマル|かしこまった|硬め|くだけすぎ|
    격식|존댓말|정중|공손|합니다체|반말 말고|반말하지|
    正式|礼貌|用您|称您|客气|专业|
    رسمي|رسمية|أكثر رسمية|مهذب|احترافي|
    formeel|formeler|u in plaats van je|met u|zakelijker|beleefder|niet tutoyeren|
    resmi|daha resmi|siz diye|kibar|profesyonel|sen diye hitap etmeyin`),
  informal: list(`
    casual|more casual|informal|less formal|too formal|too stiff|less stiff|relaxed|
    du statt sie|duzen|per du|locker|lockerer|weniger förmlich|zu förmlich|zu steif|zu formell|
    tutoyer|tutoyez|tutoiement|moins formel|trop formel|décontracté|
    tutear|tutéanos|de tú|tú en vez de usted|menos formal|demasiado formal|informal|
    dare del tu|dia del tu|usare il tu|meno formale|troppo formale|informale|
    mais descontraído|menos formal|muito formal|descontraído|
    カジュアル|くだけた|フランク|堅すぎ|硬すぎ|
    반말|편하게|친근하게|덜 딱딱|너무 딱딱|
    用你|随意|轻松|口语化|太正式|不要用您|
    غير رسمي|
    je in plaats van u|tutoyeren|informeler|minder formeel|te formeel|te stijf|
    samimi|sen diye|daha az resmi|çok resmi`),
  shorter: list(`
    shorter|too long|brief|briefer|concise|less text|wordy|lengthy|shorten|
    kürzer|zu lang|knapper|kurz halten|weniger text|zu ausführlich|kürzen|
    plus court|trop long|plus bref|concis|moins de texte|raccourcir|
    más corto|más corta|demasiado largo|demasiado larga|más breve|conciso|menos texto|acortar|
    più corto|più corta|più breve|troppo lungo|troppo lunga|meno testo|accorciare|
    mais curto|mais curta|muito longo|muito longa|mais breve|menos texto|encurtar|
    短く|長すぎ|簡潔|
    짧게|너무 길|간결|
    短一点|简短|太长|简洁|精简|
    أقصر|طويل جدا|طويلة جدا|مختصر|باختصار|
    korter|te lang|beknopter|bondiger|minder tekst|inkorten|
    daha kısa|çok uzun|kısaltın|kısa tut`),
  no_emoji: list(`
    emoji|emojis|emoticon|smiley|
    smileys|
    émoji|émoticône|
    emoticono|emoticón|
    faccine|
    carinhas|
    絵文字|
    이모지|이모티콘|
    表情|
    إيموجي|رموز تعبيرية|الرموز التعبيرية|
    emoji's`),
  no_links: list(`
    link|links|url|urls|website|web site|support link|support-link|
    verlinkung|webseite|
    lien|liens|site web|
    enlace|enlaces|sitio web|página web|
    collegamento|collegamenti|sito web|
    endereço|
    リンク|サイト|
    링크|사이트|
    链接|网址|网站|连结|
    رابط|روابط|الرابط|
    webadres|
    bağlantı`),
  no_discounts: list(`
    discount|sale|promo code|coupon|price|% off|percent off|
    rabatt|gutschein|preis|sonderangebot|
    remise|réduction|code promo|prix|soldes|
    descuento|rebaja|precio|cupón|
    sconto|sconti|prezzo|promozione|
    desconto|promoção|preço|cupom|
    割引|セール|クーポン|値引き|価格|
    할인|쿠폰|세일|가격|
    折扣|优惠|打折|价格|
    خصم|تخفيض|خصومات|سعر|
    korting|aanbieding|prijs|
    indirim|kupon|kampanya|fiyat`),
};

/** A wish to leave reviews of some ratings unanswered: "don't reply to 5★", "5-Sterne-Bewertungen nicht beantworten". */
export const NO_REPLY_WORDS = list(`
  don't reply|do not reply|dont reply|no repl|never reply|don't answer|do not answer|never answer|stop replying|stop answering|no need to reply|
  nicht antworten|nicht beantworten|keine antwort|nie antworten|niemals antworten|
  ne pas répondre|ne répondez pas|ne réponds pas|pas de réponse|jamais répondre|
  no respondas|no responder|no responda|no contestes|no contestar|sin respuesta|
  non rispondere|non risponda|non rispondete|nessuna risposta|
  não responda|não responder|sem resposta|
  返信しない|返信不要|返信は不要|返信はいらない|
  답변하지|답글 달지|답변 안|답글 안|답변 필요 없|
  不要回复|不用回复|无需回复|别回复|不回复|
  لا ترد|لا تردوا|عدم الرد|بدون رد|
  niet reageren|niet beantwoorden|geen reactie|reageer niet|
  cevap verme|yanıtlama|yanıt verme|cevaplama`);

/** The word "star" after (or, in Japanese, Chinese and Korean, around) a rating. */
export const STAR_WORDS = list(`
  ★|⭐|☆|star|stars|stern|sterne|sternen|sterne-|étoile|étoiles|estrella|estrellas|stella|stelle|estrela|estrelas|ster|sterren|
  yıldız|yıldızlı|つ星|星|점|개|نجوم|نجمة|نجمات`);
