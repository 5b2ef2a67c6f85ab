/**
 * Words that give a Latin-script language away in a few words, for reviews too short for
 * trigram statistics (franc needs dozens of letters; "Great app, love it" reads as German to
 * it). Frequent function words and the words reviews are made of; a word may count for several
 * languages. Letters only one of them uses count double.
 */

export const LATIN_LANGUAGES = ["en", "de", "fr", "es", "it", "pt-BR", "nl", "tr"] as const;
export type LatinLanguage = (typeof LATIN_LANGUAGES)[number];

const words = (list: string) => list.trim().split(/\s+/);

export const HINT_WORDS: Record<LatinLanguage, string[]> = {
  en: words(`
    the and is it this that to i my you your not but for of with was are have has very can't cannot
    don't doesn't won't didn't isn't it's i'm i've what when every after just so please love great good
    nice bad terrible awful useless works work crashes crashing keeps would could should they there all
    any now again since still even only like really thanks thank best worst slow money refund charged
    fix fixed never always can will be been its me get got open app's`),
  de: words(`
    der die das und ist nicht ich mit ein eine einen sehr auf für mir mich aber nach seit immer kann
    keine kein leider bitte schon gut toll schlecht geht funktioniert stürzt danke wieder habe hat wird
    noch auch zu von den dem im sich wenn dass oder nur jetzt mehr alles nichts wurde bei ganz einfach
    meine mein mal geld zurück abgebucht doppelt`),
  fr: words(`
    le les et est je ne pas un une des du très pour mais avec mon ma mes sur depuis plus c'est j'ai ça
    nul merci bien toujours il elle qui dans au aux cette ce vous rien fait n'est d'un l'application
    l'appli appli plante impossible jamais trop`),
  es: words(`
    el los las y es muy pero con para por mi mis desde cada vez aplicación gracias siempre funciona nada
    me lo se del al una también cuando más está hace puedo tengo ya sin solo todo cobraron dinero
    buena bueno malo`),
  it: words(`
    il lo gli è non che molto un una per ma con mi mio mia da dopo sempre grazie bene funziona niente
    ho sono della del nel alla questa questo anche più ancora quando perché si ci tutto davvero
    l'app soldi`),
  "pt-BR": words(`
    o os não é muito uma mas com para por meu minha desde sempre aplicativo obrigado obrigada bem
    funciona nada eu você do da na dos das isso este está também mais quando sem já ainda tudo consigo
    cobrado cobraram dinheiro conta`),
  nl: words(`
    de het een en is niet ik met maar voor van op mijn heel erg sinds altijd werkt bedankt goed slecht
    dat die dit geen kan wel ook nog als bij naar wordt zijn heb heeft wat om er mij zo te je steeds
    telkens kapot gewoon kwijt gegevens`),
  tr: words(`
    ve bir bu çok değil ama için ile ben benim her uygulama uygulamayı teşekkür teşekkürler iyi kötü
    lütfen hiç daha sonra gibi var yok olarak şey neden artık sürekli güzel berbat kez paramı tüm
    verilerim silindi güncelleme güncellemeden yapamıyorum şifrem kabul edilmiyor edin açtığımda
    kullanıyorum gün iki alındı abonelik ücret olur`),
};

/** Letters one language uses and the others here do not. */
export const HINT_LETTERS: [RegExp, LatinLanguage][] = [
  [/ß/u, "de"],
  [/[ñ¿¡]/u, "es"],
  [/[ãõ]/u, "pt-BR"],
  [/[şğıİ]/u, "tr"],
  [/œ/u, "fr"],
  [/[ìò]/u, "it"],
  [/ij/u, "nl"],
];
