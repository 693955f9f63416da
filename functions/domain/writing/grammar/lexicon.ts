/**
 * Word lists the grammar rules read: closed classes of English and the irregular forms a
 * part-of-speech tagger does not mark. Lower case throughout.
 */

export const modals = new Set(['can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must', "'ll", "'d", 'wo', 'ca']);

export const singularPronouns = new Set(['he', 'she', 'it', 'this', 'that', 'everyone', 'everybody', 'everything', 'someone', 'somebody', 'something', 'anyone', 'anybody', 'anything', 'no one', 'nobody', 'nothing', 'each', 'one', 'either', 'neither', 'another', 'much']);
export const pluralPronouns = new Set(['we', 'they', 'you', 'others', 'these', 'those', 'many', 'both', 'few', 'several', 'ones']);

/** Nouns whose plural is not made with -s, as the tagger's lemma does not always say. */
export const irregularPlurals = new Set(['bacteria', 'criteria', 'phenomena', 'people', 'children', 'men', 'women', 'police', 'cattle', 'teeth', 'feet', 'mice', 'geese', 'staff', 'youths', 'elderly', 'rich', 'poor', 'unemployed', 'young']);

/** Nouns that take a singular or a plural verb by meaning or dialect: never held against either. */
export const eitherNumber = new Set([
  'data', 'media', 'criteria', 'series', 'species', 'means', 'sheep', 'fish', 'deer', 'aircraft', 'offspring', 'government', 'team', 'family', 'public', 'committee', 'audience', 'class', 'crew', 'jury', 'council', 'company', 'majority', 'minority',
  'group', 'number', 'total', 'rest', 'remainder', 'couple', 'headquarters', 'statistics', 'politics', 'ethics', 'athletics', 'gymnastics', 'crossroads',
  'lot', 'lots', 'plenty', 'half', 'all', 'some', 'most', 'none', 'any', 'more', 'percent', '%', 'proportion', 'percentage', 'third', 'quarter', 'fifth', 'variety', 'range', 'kind', 'sort', 'type', 'what', 'which', 'who',
]);

/** Quantity words whose noun after "of" decides the verb: "a lot of students are", "most of the water is". */
export const ofQuantities = new Set(['lot', 'lots', 'plenty', 'number', 'majority', 'minority', 'half', 'all', 'some', 'most', 'none', 'any', 'rest', 'percent', '%', 'proportion', 'percentage', 'third', 'quarter', 'fifth', 'variety', 'range', 'kind', 'sort', 'type', 'couple', 'many', 'few', 'several', 'both', 'more', 'two', 'three']);

/** Heads that make the phrase singular whatever follows "of": "each of the students has". */
export const singularOfHeads = new Set(['each', 'one', 'either', 'neither', 'every', 'everyone', 'none']);

/** Nouns with no plural in standard English: "informations" is an error. */
export const uncountableNouns = new Set([
  'information', 'advice', 'equipment', 'furniture', 'knowledge', 'research', 'evidence', 'homework', 'feedback', 'luggage', 'baggage', 'machinery', 'software', 'hardware', 'vocabulary', 'traffic',
  'pollution', 'progress', 'news', 'scenery', 'wildlife', 'clothing', 'jewellery', 'jewelry', 'stuff', 'garbage', 'rubbish', 'litter', 'housework', 'money', 'music', 'access', 'electricity', 'transport',
  'transportation', 'infrastructure', 'employment', 'unemployment', 'health', 'wealth', 'welfare', 'education', 'behaviour', 'behavior', 'advertising', 'accommodation', 'leisure', 'weather', 'luck', 'fun',
  'happiness', 'safety', 'honesty', 'violence', 'poverty', 'obesity', 'agriculture', 'heritage', 'nutrition', 'awareness', 'confidence', 'courage', 'patience', 'permission', 'mail', 'water', 'air',
  'rice', 'bread', 'sugar', 'salt', 'oil', 'energy', 'waste', 'damage', 'time', 'work', 'food', 'stress', 'pressure', 'space', 'land', 'paper', 'technology', 'freedom', 'growth', 'development', 'help',
  'support', 'change', 'competition', 'experience', 'exercise', 'entertainment', 'literature', 'currency', 'debt', 'produce', 'plastic', 'noise', 'fuel', 'sunlight', 'rain', 'snow', 'coffee', 'meat', 'fruit',
]);

/** Plural forms of uncountable nouns that learners write; each is an error. */
export const uncountablePlurals = new Map([
  ['informations', 'information'], ['advices', 'advice'], ['equipments', 'equipment'], ['furnitures', 'furniture'], ['knowledges', 'knowledge'], ['evidences', 'evidence'], ['homeworks', 'homework'],
  ['feedbacks', 'feedback'], ['luggages', 'luggage'], ['baggages', 'baggage'], ['machineries', 'machinery'], ['softwares', 'software'], ['traffics', 'traffic'], ['pollutions', 'pollution'], ['progresses', 'progress'],
  ['sceneries', 'scenery'], ['wildlifes', 'wildlife'], ['stuffs', 'stuff'], ['garbages', 'garbage'], ['rubbishes', 'rubbish'], ['accommodations', 'accommodation'], ['vocabularies', 'vocabulary'],
  ['researches', 'research'], ['infrastructures', 'infrastructure'], ['behaviours', 'behaviour'], ['behaviors', 'behavior'], ['transportations', 'transportation'], ['jewelleries', 'jewellery'],
]);

/** Determiners that want a singular (or uncountable) noun after them. */
export const singularDeterminers = new Set(['a', 'an', 'each', 'every', 'another', 'this', 'that', 'either', 'neither']);
/** Determiners and quantifiers that want a plural noun after them. */
export const pluralDeterminers = new Set([
  'many', 'several', 'few', 'these', 'those', 'both', 'various', 'numerous', 'multiple', 'countless', 'most', 'dozens', 'hundreds', 'thousands', 'millions',
  'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'twenty', 'thirty', 'forty', 'fifty', 'hundred', 'thousand',
]);

/** Irregular verbs: base → [past, past participle], where the two differ or differ from the base. */
export const irregularVerbs: ReadonlyMap<string, readonly [string, string]> = new Map([
  ['arise', ['arose', 'arisen']], ['be', ['was', 'been']], ['bear', ['bore', 'borne']], ['beat', ['beat', 'beaten']], ['become', ['became', 'become']], ['begin', ['began', 'begun']], ['bite', ['bit', 'bitten']],
  ['blow', ['blew', 'blown']], ['break', ['broke', 'broken']], ['bring', ['brought', 'brought']], ['build', ['built', 'built']], ['buy', ['bought', 'bought']], ['catch', ['caught', 'caught']], ['choose', ['chose', 'chosen']],
  ['come', ['came', 'come']], ['do', ['did', 'done']], ['draw', ['drew', 'drawn']], ['drink', ['drank', 'drunk']], ['drive', ['drove', 'driven']], ['eat', ['ate', 'eaten']], ['fall', ['fell', 'fallen']], ['feel', ['felt', 'felt']],
  ['fight', ['fought', 'fought']], ['find', ['found', 'found']], ['fly', ['flew', 'flown']], ['forget', ['forgot', 'forgotten']], ['forgive', ['forgave', 'forgiven']], ['freeze', ['froze', 'frozen']], ['get', ['got', 'got']],
  ['give', ['gave', 'given']], ['go', ['went', 'gone']], ['grow', ['grew', 'grown']], ['hide', ['hid', 'hidden']], ['hold', ['held', 'held']], ['keep', ['kept', 'kept']], ['know', ['knew', 'known']], ['lead', ['led', 'led']],
  ['leave', ['left', 'left']], ['lend', ['lent', 'lent']], ['lie', ['lay', 'lain']], ['lose', ['lost', 'lost']], ['make', ['made', 'made']], ['mean', ['meant', 'meant']], ['meet', ['met', 'met']], ['overcome', ['overcame', 'overcome']],
  ['pay', ['paid', 'paid']], ['ride', ['rode', 'ridden']], ['ring', ['rang', 'rung']], ['rise', ['rose', 'risen']], ['run', ['ran', 'run']], ['say', ['said', 'said']], ['see', ['saw', 'seen']], ['seek', ['sought', 'sought']],
  ['sell', ['sold', 'sold']], ['send', ['sent', 'sent']], ['shake', ['shook', 'shaken']], ['shine', ['shone', 'shone']], ['show', ['showed', 'shown']], ['shrink', ['shrank', 'shrunk']], ['sing', ['sang', 'sung']],
  ['sink', ['sank', 'sunk']], ['sit', ['sat', 'sat']], ['sleep', ['slept', 'slept']], ['speak', ['spoke', 'spoken']], ['spend', ['spent', 'spent']], ['stand', ['stood', 'stood']], ['steal', ['stole', 'stolen']],
  ['strike', ['struck', 'struck']], ['swim', ['swam', 'swum']], ['take', ['took', 'taken']], ['teach', ['taught', 'taught']], ['tear', ['tore', 'torn']], ['tell', ['told', 'told']], ['think', ['thought', 'thought']],
  ['throw', ['threw', 'thrown']], ['understand', ['understood', 'understood']], ['wake', ['woke', 'woken']], ['wear', ['wore', 'worn']], ['win', ['won', 'won']], ['write', ['wrote', 'written']], ['undertake', ['undertook', 'undertaken']],
  ['withdraw', ['withdrew', 'withdrawn']], ['undergo', ['underwent', 'undergone']], ['mistake', ['mistook', 'mistaken']], ['foresee', ['foresaw', 'foreseen']], ['overtake', ['overtook', 'overtaken']],
]);

/** Verbs whose past participle is the base form, so "has put" and "is put" are right. */
export const sameFormVerbs = new Set(['put', 'cut', 'set', 'hit', 'let', 'shut', 'spread', 'cost', 'hurt', 'quit', 'split', 'bet', 'burst', 'cast', 'broadcast', 'forecast', 'upset', 'come', 'become', 'overcome', 'run', 'read', 'beat', 'bid', 'fit', 'rid', 'shed', 'thrust', 'input', 'output', 'offset', 'reset', 'outcome']);

/** Verbs followed by an -ing form, not "to": "avoid eating". */
export const gerundVerbs = new Set(['avoid', 'enjoy', 'consider', 'finish', 'suggest', 'mind', 'keep', 'deny', 'risk', 'practise', 'practice', 'admit', 'miss', 'postpone', 'delay', 'recommend', 'imagine', 'quit', 'resist', 'involve', 'appreciate', 'dislike', 'tolerate', 'justify', 'mention', 'discuss']);
/** Verbs followed by "to" and a base form, not an -ing form: "decide to go". */
export const infinitiveVerbs = new Set(['want', 'decide', 'hope', 'plan', 'agree', 'refuse', 'manage', 'afford', 'expect', 'fail', 'promise', 'aim', 'intend', 'wish', 'choose', 'seem', 'tend', 'attempt', 'pretend', 'offer', 'threaten', 'deserve', 'learn', 'need', 'arrange', 'strive']);
/** Phrases whose "to" is a preposition, so an -ing form follows: "look forward to meeting". */
export const toPrepositionPhrases: readonly string[][] = [['look', 'forward', 'to'], ['looking', 'forward', 'to'], ['looked', 'forward', 'to'], ['object', 'to'], ['objected', 'to'], ['committed', 'to'], ['dedicated', 'to'], ['devoted', 'to'], ['accustomed', 'to'], ['when', 'it', 'comes', 'to'], ['in', 'addition', 'to'], ['with', 'a', 'view', 'to'], ['key', 'to'], ['is', 'used', 'to'], ['are', 'used', 'to'], ['was', 'used', 'to'], ['were', 'used', 'to'], ['get', 'used', 'to'], ['got', 'used', 'to'], ['getting', 'used', 'to'], ['be', 'used', 'to']];

/** Days, months, languages, nationalities, continents and countries: names written with a capital. */
export const properNames = new Set([
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'january', 'february', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'english', 'french', 'german', 'spanish', 'chinese', 'japanese', 'korean', 'italian', 'russian', 'arabic', 'hindi', 'portuguese', 'dutch', 'greek', 'turkish', 'vietnamese', 'thai', 'indonesian',
  'australian', 'american', 'british', 'european', 'asian', 'african', 'indian', 'canadian', 'mexican', 'brazilian', 'egyptian', 'nigerian', 'kenyan', 'pakistani', 'nepalese', 'filipino',
  'australia', 'america', 'britain', 'england', 'scotland', 'wales', 'ireland', 'europe', 'asia', 'africa', 'antarctica', 'china', 'india', 'japan', 'korea', 'canada', 'mexico', 'brazil', 'germany',
  'france', 'italy', 'spain', 'russia', 'egypt', 'nigeria', 'kenya', 'pakistan', 'nepal', 'vietnam', 'thailand', 'indonesia', 'singapore', 'malaysia', 'philippines', 'argentina', 'chile', 'peru',
  'london', 'paris', 'sydney', 'melbourne', 'tokyo', 'beijing', 'delhi', 'mumbai', 'berlin', 'rome', 'madrid', 'toronto', 'auckland', 'zealand', 'christmas', 'easter', 'ramadan',
]);

/** Person nouns whose plural before another noun is a possessive missing its apostrophe: "the students opinions". */
export const personNouns = new Set(['students', 'children', 'parents', 'teachers', 'workers', 'employees', 'people', 'citizens', 'women', 'men', 'customers', 'consumers', 'patients', 'residents', 'farmers', 'researchers', 'scientists', 'doctors', 'nurses', 'learners', 'readers', 'users', 'visitors', 'tourists', 'players', 'voters', 'drivers', 'owners', 'members', 'viewers', 'listeners']);

/** Things nearly always counted, so a singular one needs an article: "owns car", "build new hospital". */
export const countableNouns = new Set([
  'teacher', 'doctor', 'student', 'engineer', 'nurse', 'lawyer', 'scientist', 'manager', 'writer', 'farmer', 'driver', 'pilot', 'artist', 'politician', 'journalist', 'volunteer', 'leader', 'member', 'person',
  'car', 'house', 'flat', 'apartment', 'phone', 'smartphone', 'computer', 'laptop', 'robot', 'bicycle', 'bike', 'camera', 'book', 'ticket', 'bag', 'job', 'city', 'town', 'village', 'country',
  'library', 'museum', 'park', 'bridge', 'road', 'station', 'airport', 'factory', 'company', 'shop', 'restaurant', 'hotel', 'office', 'farm', 'garden', 'river', 'island', 'mountain', 'experiment', 'survey',
  'study', 'report', 'problem', 'issue', 'reason', 'solution', 'example', 'tool', 'step', 'mistake', 'question', 'decision', 'plan', 'project', 'course', 'degree', 'scholarship', 'vaccine', 'device', 'machine',
  'skill', 'habit', 'source', 'method', 'strategy', 'approach', 'option', 'choice', 'opportunity', 'challenge', 'factor', 'invention', 'discovery', 'article', 'rule', 'law', 'policy', 'walk', 'nap', 'shower', 'website', 'app', 'application', 'meeting', 'conference', 'lecture', 'exam', 'test', 'essay', 'letter', 'email', 'idea', 'friend', 'child', 'baby', 'family', 'team', 'club', 'stadium', 'theatre', 'cinema',
]);
