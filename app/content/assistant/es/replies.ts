/**
 * The sales assistant's wording in Spanish (issue 23). `{placeholders}` are filled by the server's
 * composer from business.ts and the site config: no figure is typed here. Arrays hold variants
 * the composer rotates so the same sentence does not come back every turn.
 */
import { teamNeedsEs } from "../../es/knowledge.ts";
import { planRowsEs } from "../../es/plan-rows.ts";

export const repliesEs = {
  /** Plan rows, as the pricing page words them. */
  rows: {
    users: "{n} usuarios activos al mes",
    flows: "{n} bots o flujos automatizados",
    agents: "{n} agentes de chat en vivo",
    agentOne: "{n} agente de chat en vivo",
    agentsNone: "sin agentes de chat en vivo",
    admins: "{n} usuarios administradores",
    adminOne: "{n} usuario administrador",
    adminsNone: "sin usuarios administradores",
    history: "{n} días de historial de chat",
    onboarding: "{n} hora de onboarding de implementación",
    onboardingNone: "sin onboarding de implementación",
    supportPriority: "soporte técnico prioritario",
    supportStandard: "soporte técnico estándar",
    included: "formularios y bloques ilimitados, chat en vivo omnicanal, webhooks y API",
  },
  /** The plan rows' names, as every plan comparison labels them (app/content/plan-table.ts). */
  rowNames: planRowsEs.labels,
  notAvailable: "no disponible",
  days: "{n} días",
  hour: "{n} hora",
  week: "{n} semana",
  weeks: "{n} semanas",
  priority: "prioritario",
  standard: "estándar",
  and: "y",
  price: {
    one: "El plan {plan} cuesta {monthly} al mes, o {annual} al mes con facturación anual ({pct} menos).",
    free: "El plan Demo es gratuito, para evaluar la plataforma: {rows}.",
    annual:
      "Con facturación anual, el plan {plan} cuesta {annual} al mes (en vez de {monthly}, {pct} menos) y la instalación es gratis.",
    all: "Planes de {platform}, por mes: {list}. El plan Demo es gratis. Con facturación anual pagas {pct} menos.",
    allAnnual:
      "Con facturación anual ({pct} menos, instalación gratis), por mes: {list}. El plan Demo sigue gratis.",
    item: "{plan} {amount}",
    taxes: "Precios en USD, sin impuestos.",
  },
  planRow: "El plan {plan} incluye {value}.",
  planRowsSame: "En eso son iguales: {a} y {b} incluyen {value} cada uno.",
  /** Una fila que el plan no tiene: "El plan Starter no incluye onboarding de implementación." */
  planRowNone: "El plan {plan} no incluye {row}.",
  planCard: "El plan {plan} ({price}) incluye {rows}.",
  rowAll: "{row} por plan: {list}.",
  rowSamePaid: "Todos los planes de pago tienen lo mismo: {value}.",
  /** Moving down a plan ("what do I lose?"): the new plan's figures, then the old. */
  downgrade: "Con {to} tendrías {rows}, en vez de {was} con {from}.",
  compare: {
    intro: "{a} frente a {b}:",
    diff: "{row}: {a} {va}, {b} {vb}",
    price: "precio: {a} {va}, {b} {vb} al mes",
    same: "Lo demás es igual: {same}.",
    rowsOf: "{a}: {va}; {b}: {vb}.",
    allSame: "igual {same}.",
    extras: "Frente a {a}, {b} te da más: {items}. Igual en los dos: {same}.",
    bothSame: "En eso son iguales: {a} y {b} tienen {v}.",
  },
  /** Un nombre de plan que no tenemos ("premium", "pro", "básico"): se dice, y luego los planes. */
  planUnknown: "No tenemos un plan llamado {name}.",
  /** Una cifra que el visitante repite mal ("o sea que el elite sale 50, no?"). */
  notQuite: "No exactamente:",
  recommend: {
    fits: "Te recomiendo el plan {plan} ({monthly} al mes): {reason}.",
    fitsFree:
      "Sí: el plan {plan} es gratis y te alcanza: {reason}. Si creces, Starter cuesta {starter} al mes.",
    reasonItem: "cubre {need} ({limit})",
    cheaper: "Es el plan más económico que cubre lo que necesitas.",
    enoughYes: "Sí, el plan {plan} alcanza: {reason}.",
    enoughNo: "El plan {plan} se queda corto ({limits}).",
    /** Algo gratis pedido con necesidades que el plan gratis no cubre. */
    freeShort:
      "Gratis tienes el plan {plan}, que no alcanza para eso ({limits}), y la prueba gratis de {days} días.",
    custom:
      "Lo que necesitas ({needs}) supera el plan más grande, {plan} ({limits}). Para eso hacemos planes a medida, cotizados para cada caso (su precio no es un dato que publiquemos): un especialista lo arma contigo en la demo.",
    needs: {
      agents: "{n} agentes",
      users: "{n} usuarios activos al mes",
      admins: "{n} administradores",
      flows: "{n} flujos",
    },
    needsOne: {
      agents: "{n} agente",
      users: "{n} usuario activo al mes",
      admins: "{n} administrador",
      flows: "{n} flujo",
    },
    ask: "Para recomendarte el plan justo: ¿cuántas personas atenderían el chat y cuántas conversaciones al mes manejan más o menos?",
    askVolume: "¿Cuántas conversaciones o clientes al mes atienden, más o menos?",
    /** "y si el otro año duplicamos?": el plan para el doble, dicho sin cifras nuevas. */
    scaledFits: "Con {times}, te recomiendo el plan {plan} ({monthly} al mes): tiene {limits}.",
    scaledCustom:
      "Con {times}, superarías el plan más grande, {plan} ({limits}). Para eso hacemos planes a medida, cotizados para cada caso (su precio no es un dato que publiquemos): un especialista lo arma contigo en la demo.",
    times: { 2: "el doble", 3: "el triple" },
    /** "which plan do you recommend?" with no needs yet: before the question that finds them. */
    pick: "Con gusto te ayudo a elegir.",
    askTeam: "¿Cuántas personas atenderían el chat?",
    industry:
      "Trabajamos con negocios como el tuyo: {platform} reúne {channels} en una sola bandeja, con un agente de IA que atiende 24/7.",
    channelsFit: "Todos los planes incluyen {channels}.",
    nightsToo:
      "Y fuera de horario, de noche o en fines de semana, el agente de IA responde solo, 24/7.",
  },
  annualInfo:
    "Con facturación anual el precio mensual baja {pct} y la instalación es gratis (ahorras {install}), igual que la configuración de cada flujo. Si prefieres no comprometerte, puedes pagar mes a mes y empezar con la prueba gratis de {days} días.",
  fees: "La instalación cuesta {install} una sola vez, solo si necesitas ayuda con la implementación; la configuración de cada flujo automatizado, {perFlow} por flujo. Con el plan anual, ambos son gratis.",
  trial: "Sí: {platform} tiene una prueba gratis de {days} días. Regístrate aquí: {url}",
  trialLength: "La prueba gratis de {platform} dura {days} días. Regístrate aquí: {url}",
  /** "¿y cuando se acaba la prueba?": sin obligación de comprar. */
  trialEnd:
    "La prueba gratis de {days} días no te obliga a comprar: cuando termina, eliges un plan de pago solo si quieres seguir; también está el plan Demo, gratis. Qué pasa exactamente con la cuenta de prueba no es un dato que publiquemos; un especialista te lo confirma en la demo.",
  trialSignUp: "Para la prueba gratis de {days} días solo tienes que registrarte en la web: {url}",
  /** "could it answer on Instagram and Facebook?": yes, those, then every channel. */
  /** "so all of that on the cheapest paid plan?": every channel on every plan. */
  channelsOnPlan:
    "Sí: {plan} los trae todos. {platform} atiende {channels} en una sola bandeja en todos los planes.",
  channelsYes:
    "Sí: {named} están incluidos, todo en una sola bandeja con los demás canales, en todos los planes.",
  channels: "{platform} atiende {channels} en una sola bandeja omnicanal, en todos los planes.",
  channelCount:
    "Son {channelTotal} canales en total: {channels}, en una sola bandeja y en todos los planes.",
  channelYes: "Sí, {channel} está incluido: {platform} atiende {channels} en una sola bandeja.",
  channelYesToo:
    "Sí, {channel} también está incluido: {platform} atiende {channels} en una sola bandeja.",
  webWidget:
    "El widget de chat web, con tu marca, se instala en minutos con una línea de código en cualquier sitio: WordPress, Shopify, Wix o a medida.",
  languages:
    "Este sitio y esta asistente atienden en español e inglés. Si el equipo o el agente atienden en otro idioma no es un dato que publiquemos, así que no te lo confirmo; un especialista te lo aclara en la demo.",
  /** "¿hacen correo como canal?": not a NovaChannel channel; the contact center handles it. */
  emailChannel:
    "El correo no es uno de los canales de NovaChannel ({channels}); donde sí atendemos correo es en el contact center, con agentes humanos 24/7 por teléfono, chat en vivo y correo.",
  channelUnknown:
    "Una integración con {channel} no es un dato que publiquemos. Los canales incluidos son {channels}, y todos los planes traen webhooks y API; un especialista te lo confirma en la demo.",
  integrations:
    "Todos los planes incluyen webhooks y API para conectar tus sistemas, además de {channels}.",
  /** "can it connect to that later?": yes, through what every plan includes. */
  integrationsYes:
    "Sí, se puede: todos los planes incluyen webhooks y API para conectar tus sistemas, además de {channels}.",
  integrationNamed:
    "Una integración nativa con {tool} no es un dato que publiquemos. Lo que sí incluyen todos los planes son webhooks y API para conectarlo; un especialista te confirma cómo en la demo.",
  unknown:
    "No tengo ese dato, y prefiero no inventarlo. Lo que sí te puedo decir: todos los planes incluyen webhooks y API, y {channels}. Un especialista te lo confirma en la demo.",
  /** A fact we lack, asked by a customer: a person of the team, not the demo. */
  unknownCustomer:
    "No tengo ese dato, y prefiero no inventarlo. Una persona del equipo lo revisa contigo: WhatsApp {whatsapp} o {email}.",
  unknownShort: "No tengo ese dato, y prefiero no inventarlo.",
  compliance:
    "Certificaciones como {standard} no son un dato que publiquemos, así que no puedo confirmarlas. Un especialista puede responderte con detalle en la demo o por correo a {email}.",
  dataPlace:
    "Dónde se alojan los datos (país o centro de datos) y cada cuánto se hacen copias de respaldo no es un dato que publiquemos, así que no puedo confirmarlo. Un especialista te lo responde en la demo o por correo a {email}.",
  complianceGeneric: "GDPR, HIPAA, SOC 2 o ISO",
  moreCustom: "¿Necesitas más? También hacemos planes a medida.",
  existingCustomer:
    "¡Gracias por confiar en nosotros! ¿En qué te puedo ayudar hoy? Si es algo de tu cuenta, una persona del equipo lo revisa: WhatsApp {whatsapp} o {email}.",
  about:
    "Soy {assistant}, la asistente virtual (IA) de ventas de {company}. Te ayudo con planes, precios, canales y servicios, y a agendar una demo gratuita.",
  aboutPerson:
    "Si prefieres hablar con una persona: WhatsApp {whatsapp}, teléfono {phone} o correo {email}, de lunes a viernes, de {opens} a {closes}.",
  services:
    "Hacemos agentes de IA para la web (chatbots, videobots), la plataforma multicanal {platform}, contact center con agentes humanos, contenido con IA y desarrollo de software con IA. ¿Qué te interesa más?",
  delivery:
    "Un chatbot básico está listo en {basic} semanas y uno complejo en {complex} semanas; después del lanzamiento te damos soporte al menos {support} días.",
  support:
    "Soporte por correo ({email}) de lunes a viernes, {supportOpens} a {supportCloses} (hora de {city}). Diamante y Elite tienen soporte prioritario; Starter y Demo, estándar.",
  supportWhen:
    "El soporte por correo ({email}) atiende de lunes a viernes, de {supportOpens} a {supportCloses} (hora de {city}); fuera de ese horario, el siguiente día hábil.",
  supportPlan: "El plan {plan} tiene soporte técnico {level}.",
  hours: "Atendemos de lunes a viernes de {opens} a {closes}, hora de {headOffice}.",
  stillOpen:
    "Yo soy la asistente de IA y atiendo a toda hora: pregúntame lo que necesites, y en ese horario una persona retoma lo que yo no pueda resolver.",
  /** "is that SA time?": the hours' own zone, and the booking page in the visitor's. */
  hoursZone:
    "Ese horario (de {opens} a {closes}) es hora de {headOffice}. Los horarios de la demo gratuita en {link} se muestran en tu propia zona horaria.",
  contact:
    "WhatsApp y teléfono: {phone} ({whatsapp}). Correo: {email}. Horario: lunes a viernes de {opens} a {closes}.",
  /** "mmm entonces no me sirve" after a fact we could not confirm: a person before ruling it out. */
  notAFit:
    "Entiendo. Antes de descartarlo, un especialista puede responderte exactamente lo que necesitas confirmar: WhatsApp {whatsapp} o correo {email}.",
  human:
    "Claro, te atiende una persona del equipo: WhatsApp {whatsapp}, teléfono {phone} o correo {email}, de lunes a viernes de {opens} a {closes}.",
  offices:
    "Tenemos oficinas en {offices}. Atendemos empresas de América Latina, el Caribe, Europa y Estados Unidos.",
  officeNotThere:
    "Oficina en {place} no tenemos: estamos en {offices}, y atendemos en remoto a empresas de América Latina, el Caribe, Europa y Estados Unidos.",
  /** Moving down a plan: how a change works, without the custom plans above the top one. */
  planChangeDown:
    "Puedes cambiar de plan cuando quieras; el cambio se aplica en el siguiente ciclo de facturación, prorrateado.",
  planChange:
    "Puedes cambiar de plan cuando quieras; el cambio se aplica en el siguiente ciclo de facturación, prorrateado. Y si superas el plan Diamante, hacemos planes a medida.",
  results:
    "Nuestros clientes cuentan hasta {conversion} % más conversiones y {time} % menos tiempo operativo.",
  demoInfo:
    "La demo es gratuita y sin compromiso: una videollamada de {minutes} minutos con un especialista que te muestra la plataforma con tu caso.",
  objectionPrice:
    "Te entiendo. Para empezar sin gastar: el plan Demo es gratis y hay {days} días de prueba gratis. Si pagas anual, ahorras {pct} y la instalación es gratis; Starter queda en {starterAnnual} al mes.",
  /** "esto es una estafa o que? nunca habia oido de ustedes": who we are, and how to check before paying. */
  companyLegit:
    "Es normal preguntarlo. Somos {company}, con oficinas en {offices}, y puedes probar la plataforma gratis {days} días antes de pagar nada; si prefieres, hablas antes con una persona del equipo.",
  objectionTrust:
    "Es una duda razonable. El agente de IA responde solo con tu información (precios, horarios, políticas) y, cuando no sabe algo, pasa la conversación a una persona de tu equipo por el chat en vivo. Puedes probarlo gratis {days} días antes de decidir.",
  objectionComplex:
    "No lo haces solo: te acompañamos en la implementación y no necesitas saber programar. Un bot básico queda listo en {basic} semanas, y después te damos soporte al menos {support} días.",
  /** "My niece already answers our WhatsApp": what the agent adds to the person. */
  objectionStaff:
    "Mientras esa persona esté, funciona. El agente de IA atiende 24/7, también de noche y fines de semana, le quita las preguntas repetitivas y le pasa la conversación por el chat en vivo cuando hace falta una persona.",
  objectionDecision:
    "Claro, tiene sentido decidirlo con tu equipo. Pueden ver la demo juntos: invita a tu jefe o socio. Y la prueba gratis de {days} días no compromete nada.",
  /** "Lo voy a pensar", sin nadie más a quien consultar: no se inventa un equipo. */
  objectionThinking:
    "Claro, tómate tu tiempo. La prueba gratis de {days} días no compromete nada, y aquí estaré cuando quieras retomarlo.",
  objectionCommitment:
    "Los planes se pagan por mes, se renuevan hasta que cancelas y puedes cambiar de plan cuando quieras; un plazo mínimo o preaviso no es un dato que publiquemos, así que un especialista te lo confirma en la demo o por correo a {email}. Antes tienes {days} días de prueba gratis, y el plan anual es opcional (ahorra {pct}).",
  popular: "El plan más popular es {plan} ({monthly} al mes): {rows}.",
  objectionDiy:
    "Se puede, claro. Lo que sumamos sin que lo construyas: {channels} en una sola bandeja, chat en vivo para pasar a una persona, webhooks y API, implementación acompañada y soporte al menos {support} días tras el lanzamiento. Pruébalo gratis {days} días y compara.",
  ack: "¡Dale! Aquí sigo si te surge otra duda.",
  /** A refund asked right after a complaint: the policy is said, then a person for the case. */
  refundCase: "Una persona del equipo puede revisar tu caso: WhatsApp {whatsapp} o {email}.",
  /** What a refund request carries ("y que papeles les mando?"), as the refund policy lists it. */
  refundDocs:
    "Con la solicitud se manda: el nombre de la empresa y el correo de la cuenta, el plan y la fecha del cobro, una descripción del problema y el comprobante de pago o el extracto donde aparece el cobro.",
  refundPerson:
    "Si te pasó un cobro duplicado, escríbenos por WhatsApp {whatsapp} o a {email} y lo revisa una persona.",
  complaintBilling:
    "Si es un cargo duplicado, se reembolsa cuando se reporta dentro de {dupDays} días naturales.",
  complaintRenewal:
    "Las suscripciones se renuevan automáticamente al final de cada periodo hasta que se cancelan; cancelar detiene las renovaciones futuras.",
  complaintConsent:
    "Las comunicaciones comerciales solo se envían con tu consentimiento; puedes retirarlo cuando quieras, y no vendemos tus datos.",
  aiDevPrice:
    "Cada app se cotiza según el proyecto. Como referencia, con IA cuesta de {aiDevLow} a {aiDevHigh} USD, frente a {tradLow} a {tradHigh} USD de un desarrollo tradicional.",
  flowsExplain:
    "Un flujo automatizado (bot) es una conversación que el sistema lleva solo: califica prospectos, toma datos, agenda citas y envía recordatorios sin intervención humana. Por plan: {flowsPerPlan}.",
  deliveryApp:
    "Depende del alcance: con IA tardamos hasta {aiDevTime} % menos que un desarrollo tradicional, y la implementación toma {implementation} semanas; un especialista te da el plazo exacto en la demo.",
  perPlan: "Sí: es el precio al mes por todo el plan {plan}, no por usuario. Incluye {rows}.",
  qualifyHandoff:
    "Sí: el agente de IA responde con tu información, califica cada consulta con tus preguntas y, cuando hace falta, la pasa a una persona de tu equipo por el chat en vivo, con la conversación completa.",
  ballparkUnknown:
    "No tengo una cifra publicada para eso, ni siquiera aproximada, y prefiero no inventarla. Un especialista te da un número concreto para tu caso en la demo, o escríbenos por WhatsApp y te lo confirma una persona.",
  /** "su vendedor me prometió 30 % si pago anual, me lo confirman?": only the published one. */
  promisedDiscount:
    "Un descuento así no te lo puedo confirmar: el que publicamos es el anual ({pct} menos y la instalación gratis). Lo que te ofrecieron lo revisa una persona del equipo: WhatsApp {whatsapp} o {email}.",
  discountUnknown:
    "Un descuento así no es un dato que publiquemos, así que no te lo confirmo. Lo que sí: con facturación anual ahorras {pct} y la instalación es gratis, y el plan Demo es gratis.",
  agentVsBot:
    "Un chatbot de los de siempre sigue un menú o un guion fijo; nuestro agente de IA entiende lo que escribe cada cliente, responde con la información de tu negocio 24/7 y pasa la conversación a una persona cuando hace falta.",
  personalAsk:
    "Jaja, soy una asistente de IA, así que eso no va conmigo. 😊 ¿Seguimos con lo tuyo?",
  /** "le puedo pasar algo para q lo vea el?": the pages to share, and the demo to see it together. */
  shareAsk:
    "Claro: puedes pasarle la página de planes y precios ({pricing}, desde {starterPrice} al mes) y las preguntas frecuentes ({knowledge}); y si quieren verlo juntos, la demo gratuita es para los dos.",
  pdfAsk:
    "No tenemos un folleto en PDF publicado, pero todo está en la web y se puede imprimir o guardar como PDF desde el navegador: planes y precios en {pricing} (desde {starterPrice} al mes) y las preguntas frecuentes en {knowledge}.",
  /** "y que necesitan de nosotros?": the implementation section's list, as one sentence. */
  teamNeeds: `Lo que necesitamos de tu equipo: ${teamNeedsEs.map((item) => item.charAt(0).toLowerCase() + item.slice(1, -1)).join("; ")}.`,
  /** "y la capacitacion cuanto dura?": the training stage of the process. */
  trainingTime:
    "La capacitación de tu equipo dura {training}; es la etapa que sigue a la implementación. Aparte, el onboarding de implementación: {onboardingPerPlan}.",
  /** "could the avatar speak Welsh?": several languages are published, which ones are not. */
  avatarLanguage:
    "Los videos con avatar se hacen en varios idiomas, como dice la página de servicios; si ese idioma es uno de ellos no es un dato que publiquemos, así que no te lo confirmo. Un especialista lo revisa contigo en la demo.",
  /** "can we do this in English?": yes, in that language. */
  languageSwitch:
    "¡Claro! Seguimos en español. ¿Qué te gustaría saber: planes, canales o cómo funciona?",
  /** "does the platform need installing?": nothing to install (the knowledge centre's trial section). */
  /** "se puede que el bot agende las citas?": yes; their own calendar is checked in the demo. */
  botBooks:
    "Sí: el agente de IA responde, califica prospectos y agenda citas a cualquier hora, y pasa la conversación a una persona cuando hace falta. Conectarlo con tu propia agenda o sistema de reservas se revisa en la demo; todos los planes incluyen webhooks y API.",
  /** "los formularios tienen limite?": unlimited on every plan (published). */
  formsUnlimited: "Los formularios y bloques son ilimitados en todos los planes.",
  noInstall:
    "No hay nada que instalar: te registras en la página de la plataforma ({url}) y ahí empieza la prueba gratis de {days} días. La instalación que cobramos una sola vez es solo nuestra ayuda para implementarlo, si la quieres.",
  /** "Intercom's cheaper though, isn't it?": their prices are theirs; ours are published. */
  competitorPrice:
    "No sé cuánto cobran otras empresas, y no comparo a ciegas. Lo nuestro está publicado: desde {starterPrice} al mes ({starterAnnual} con facturación anual), un plan Demo gratis y una prueba gratis de {days} días, para que compares con números reales.",
  /** A day or time typed that is not one of the times shown: the times again. */
  pickNotShown:
    "Esa hora exacta no está entre los horarios libres que te mostré. Elige uno de estos (u otro en {link}) y te lo reservo:",
  /** "a demo for Thursday at 10am?": the day asked, then the free times. */
  slotsFor:
    "{when}, anotado: estos son los próximos horarios libres para la demo gratuita ({minutes} minutos). Elige ese si está, u otro (también en {link}); luego te pido nombre y correo o WhatsApp.",
  /** "y me los manda al crm o al mail?": the lead-capture chatbot's delivery, as the services page says. */
  leadsSent:
    "Sí: el chatbot de captación califica a cada visita y te envía los leads por correo o a tu CRM (todos los planes traen webhooks y API para conectarlo).",
  /** A plain yes before the facts that bear it out. */
  /** "I'd like a demo but I'd rather not hand over my email": the invitation needs one; a WhatsApp reaches a person. */
  noEmailOk:
    "Sin problema: sin correo no puedo enviarte la invitación del calendario, pero si me dejas tu nombre y un WhatsApp, una persona del equipo coordina la demo contigo.",
  /** "no quiero demo ni llamadas" with nothing else asked: fine, answered here. */
  noDemoOk:
    "Claro, sin demo ni llamadas. Te respondo por aquí lo que necesites: planes, precios, canales o servicios.",
  yesShort: "Sí.",
  /** Said beside the free times when the visitor names their own zone. */
  slotsInYourZone: "Los horarios se muestran en tu zona horaria.",
  /** "tienen algo a las 7?": the hours demos are held in. */
  demoHours:
    "Las demos son de lunes a viernes, de {opens} a {closes} hora de {headOffice}; los horarios libres se muestran en tu zona horaria.",
  /** The demo's logistics: the call's tool, reminders, an invitation for someone else, cancelling, what comes next. */
  demoTool:
    "La demo es una videollamada de {minutes} minutos con un especialista. Qué herramienta de video usa no es un dato que publiquemos; los detalles llegan en el correo de confirmación.",
  demoReminder:
    "Un recordatorio por WhatsApp no es un dato que publiquemos. La confirmación llega por correo, con la invitación y un enlace privado para cambiar o cancelar la demo.",
  demoInviteOther:
    "La invitación llega al correo que se da al agendar; puedes reenviársela desde tu bandeja, o agendar con su correo.",
  demoCancelHere:
    "Desde este chat no puedo cancelarla. Tu correo de confirmación tiene un enlace privado para cancelar la demo o elegir otro horario, sin costo.",
  demoNext:
    "Ahora te llega la confirmación por correo, con la invitación de calendario y un enlace privado para cambiar o cancelar la demo. No tienes que instalar ni preparar nada más.",
  /** "support already fixed it, all ok": glad, nothing to sell. */
  gladSorted:
    "¡Qué bien, me alegra que ya quedó, y gracias por contárnoslo! Si surge cualquier otra cosa, aquí estoy.",
  /** "can you guarantee…?": no promise is published. */
  guaranteeUnknown:
    "Una garantía de eso no es algo que publiquemos, así que no te la prometo; un especialista revisa tu caso en la demo.",
  /** "can I book without giving my e-mail?": what it is for. */
  demoWhyEmail:
    "El correo hace falta para enviarte la invitación y el enlace privado para cambiar o cancelar la demo; no vendemos tus datos. Si lo prefieres, déjanos un WhatsApp y un especialista te escribe por ahí.",
  /** "¿me van a llamar todos los días?", "¿para qué usan mi correo?": la política de privacidad. */
  contactUse:
    "Tus datos son para enviarte la invitación de la demo o responder a lo que pidas. Comunicaciones comerciales, solo si nos das tu consentimiento, y puedes retirarlo cuando quieras. No vendemos tus datos.",
  /** "¿puedo hacer la demo en persona?": es por videollamada. */
  demoInPerson:
    "La demo es por videollamada, con un especialista que te muestra la plataforma con tu caso. Una demo en persona no es algo que publiquemos; si la necesitas, escríbenos a {email} y lo vemos.",
  /** "¿el chatbot de la web habla inglés y español?": the lead chatbot card says so. */
  chatbotLanguages:
    "El chatbot de captación para tu web atiende 24/7 en español y en inglés, entrenado con la información de tu negocio.",
  /** The transcription tool's languages, asked: as the speech engine running now recognises them. */
  transcriptionEnglishOnly: "Hoy el motor de transcripción reconoce solo audio en inglés.",
  transcriptionBothLanguages: "Sí: transcribe audio en español y en inglés.",
  /** A video over the transcription tool's limit. */
  videoTooBig: "No, ese pasa del límite.",
  /** A quote asked for with the details: quoted per client. */
  quotePerClient:
    "Eso se cotiza según cada cliente: un especialista te prepara la cotización para tu caso.",
  /** "do I need to do anything else?" after leaving details. */
  nothingElse:
    "Nada más: un especialista te escribe. Si quieres, también puedes elegir un horario para la demo gratuita en {link}.",
  /** "q me van a mostrar en la demo?": what the pages say the demo shows. */
  demoCovers:
    "En la demo te mostramos en vivo {platform} con tus propios canales y casos de uso: un agente de IA atendiendo, vendiendo y agendando. Es una videollamada de {minutes} minutos con un especialista, sin compromiso.",
  /** "es con un vendedor o con alguien que sepa?": a specialist, who shows their case. */
  demoSpecialist:
    "Es con un especialista, que te muestra la plataforma con tu caso y responde tus preguntas.",
  demoPrepare:
    "Nada complicado: piensa por qué canales te escriben tus clientes, cuántos mensajes o conversaciones reciben al mes, y qué preguntas o tareas te gustaría automatizar. Con eso el especialista te muestra tu caso.",
  sameToo: "Sí, {plan} también.",
  videobot:
    "El videobot es un video interactivo con tu presentador: da la bienvenida a cada visita, la guía paso a paso y responde en video, así la gente pasa más tiempo en tu sitio. Es uno de nuestros agentes de IA para la web.",
  avatarVideo:
    "Sí: grabamos una sesión corta contigo y creamos un avatar digital realista que presenta tus videos por ti, en varios idiomas y sin volver a grabar; siempre con tu consentimiento expreso por escrito. Se cotiza por cliente.",
  videosNotKept:
    "Los videos que subes a la herramienta de transcripción se procesan para darte el texto y no se conservan después, como dice nuestra política de privacidad.",
  /** "who signs off the posts before they go up?": the pieces go out only with their approval (knowledge page). */
  contentApproval:
    "Tú tienes la última palabra: planificamos un calendario de contenido, generamos las piezas con IA y las sometemos a tu aprobación antes de publicarlas. Tú decides qué se publica.",
  /** "will it keep a kiwi accent tho": the voice is made from theirs (knowledge page). */
  voiceLikeYours:
    "Con muestras de audio limpias de tu voz creamos una voz sintética que suena como la tuya; siempre con tu consentimiento expreso por escrito.",
  /** "y si igual sale algo mal, quien responde?": liability is not published; the approval step is. */
  contentLiability:
    "Quién responde si igual sale algo indebido no es un dato que publiquemos; lo que sí: cada pieza pasa por tu aprobación antes de publicarse. Un especialista te lo aclara en la demo.",
  /** "el bot contesta rapido o se demora?": it answers instantly (home and platform pages). */
  botSpeed:
    "Sí: el agente de IA responde al instante, en segundos y 24/7, y pasa la conversación a tu equipo cuando hace falta.",
  /** "could you stretch the free trial to a month?": not published; the free Demo plan is. */
  trialExtend:
    "Alargar la prueba gratis más allá de {days} días no es un dato que publiquemos; un especialista te lo confirma en la demo. Lo que sí: el plan Demo es gratis.",
  /** "nada, solo estoy viendo": fine, and what the assistant can help with. */
  justLooking:
    "¡Claro, mira con calma! Si te surge una duda sobre planes, precios, canales o servicios, aquí estoy.",
  /** "y la voz clonada puede hablar en catalan?": the published languages, the rest not published. */
  voiceLanguages:
    "La clonación de voz se ofrece en español e inglés, como dice la página de servicios; otro idioma no es un dato que publiquemos, así que un especialista te lo confirma en la demo.",
  socialAutomation:
    "Planificamos, generamos y publicamos tu contenido en tus redes de forma automática, con un calendario de publicaciones y métricas de alcance. Es parte de nuestro contenido con IA y se cotiza por cliente.",
  noWorries: "¡No te preocupes, para eso estoy! Pregúntame lo que quieras.",
  /** Said back before "how are you?" when the visitor greeted. */
  hello: "¡Hola!",
  /** Thanks with a hard day told: heard, kindly, nothing pushed. */
  badDay:
    "¡Con gusto! Lamento que hayas tenido un día difícil con tus clientes; justo en eso te podemos ayudar. ¿Te ayudo con algo más?",
  howAreYou: "¡Muy bien, gracias por preguntar! ¿En qué te ayudo hoy: planes, canales o una demo?",
  compliment: "¡Gracias, qué amable! 😊 ¿Te ayudo con algo más?",
  afterLaunch:
    "No te dejamos solo: después del lanzamiento te damos soporte al menos {support} días, y el soporte técnico sigue por correo de lunes a viernes, {supportOpens} a {supportCloses} (hora de {city}).",
  /** "¿puedo usar el mismo número de WhatsApp?": no lo publicamos. */
  sameNumber:
    "Lo que necesitamos es acceso a tu propia cuenta de WhatsApp Business. Si se puede usar el mismo número que ya tienen, o conseguir uno nuevo con nosotros, no es un dato que publiquemos, así que no te lo prometo; un especialista lo revisa contigo en la demo.",
  /** "¿cuál es el límite de peticiones de la API?": no lo publicamos. */
  rateLimit:
    "Todos los planes incluyen webhooks y API, pero su límite de peticiones (por minuto o por segundo) no es un dato que publiquemos, así que no te doy una cifra; un especialista te lo confirma en la demo o por correo a {email}.",
  /** "¿tienen app pal celular?": no la publicamos. */
  mobileApp:
    "Una app móvil para atender desde el celular no es un dato que publiquemos, así que no te la confirmo; el equipo atiende desde la bandeja de la plataforma, y un especialista te lo aclara en la demo.",
  /** "¿aplicáis el RGPD?": lo que dice la política de privacidad, y lo que no publicamos. */
  gdpr: "Nuestra política de privacidad aplica el RGPD a quien nos visita desde el Espacio Económico Europeo, el Reino Unido o Suiza. Cómo se tratan los datos de tus clientes dentro de la plataforma, o un contrato de encargo de tratamiento, no es algo que publiquemos: un especialista te lo confirma en la demo o por correo a {email}.",
  /** "¿los chats van cifrados?": lo que dice la política de privacidad, y lo que no publicamos. */
  encryption:
    "Nuestra política de privacidad dice que aplicamos cifrado en tránsito, control de accesos, copias de seguridad y registro de actividad. El cifrado en reposo no es un dato que publiquemos; un especialista te lo confirma en la demo o por correo a {email}.",
  /** "¿el bot puede mandar fotos del catálogo?": no lo publicamos. */
  botMedia:
    "Si el agente de IA envía fotos, como las de tu catálogo, no es un dato que publiquemos; un especialista te muestra lo que hace con tu caso en la demo.",
  /** "¿hay multa por salirme antes?": no lo publicamos. */
  exitFee:
    "Una multa o un cargo por salir antes no es un dato que publiquemos, así que no te confirmo ni una cosa ni la otra; un especialista te lo confirma por escrito.",
  /** "¿se puede comprar uno suelto?": fuera de un plan, no lo publicamos. */
  aLaCarte:
    "Comprarlo suelto, fuera de un plan, no es un dato que publiquemos; lo que incluye cada plan está en {pricing}, y un especialista te lo confirma en la demo.",
  /** "¿me pasan el número de un cliente?": sus datos no los damos. */
  clientContact:
    "No puedo pasarte los datos de contacto de nuestros clientes: su privacidad va primero. Lo que cuentan públicamente está en nuestra página de inicio, y en la demo un especialista te muestra casos como el tuyo.",
  /** "¿entrenan la IA con nuestras conversaciones?": no lo publicamos; se dice junto a de quién son los datos. */
  trainingUnknown:
    "Si las conversaciones se usan para entrenar modelos de IA no es un dato que publiquemos, así que no te prometo ni una cosa ni la otra; un especialista te lo confirma por escrito.",
  /** "¿qué modelo de IA usan?": no publicado. */
  aiModelUnknown:
    "Qué modelo de IA usamos por dentro no es un dato que publiquemos; un especialista te lo puede contar en la demo.",
  /** "¿se puede cobrar dentro del chat?": no lo publicamos; los webhooks y la API sí. */
  chatPayments:
    "Cobrar dentro del chat no es un dato que publiquemos, así que no te lo prometo. Lo que sí incluyen todos los planes son webhooks y API para conectar tus propios sistemas; un especialista lo revisa con tu caso en la demo.",
  /** "¿cuánto pagan otros como yo?": no lo publicamos; nuestros precios sí. */
  othersPay:
    "Lo que pagan otros clientes no es un dato que publiquemos, así que no te invento un promedio; lo que sí es público son nuestros precios.",
  /** Un proveedor anterior que falló: lo que baja el riesgo con nosotros. */
  burnedBefore:
    "Entiendo la desconfianza después de eso. Con nosotros lo pruebas antes de pagar: {days} días de prueba gratis, implementación acompañada (un bot básico está listo en {basic} semanas) y soporte al menos {support} días después del lanzamiento.",
  /** "y si el cliente pide hablar con una persona?": the hand-over to their team. */
  handover:
    "Sí: cuando tu cliente pide una persona, el agente de IA le pasa la conversación a alguien de tu equipo por el chat en vivo, con todo lo hablado. Los planes de pago incluyen agentes de chat en vivo.",
  liveChat247:
    "Sí: los planes de pago incluyen chat en vivo omnicanal para que tu equipo atienda, y el agente de IA responde 24/7, también de noche y en fines de semana, y le pasa la conversación a una persona cuando hace falta.",
  botHours:
    "El agente de IA responde 24/7, también de noche y en fines de semana; el equipo humano atiende de lunes a viernes de {opens} a {closes}.",
  autonomous:
    "Un agente autónomo ejecuta tareas de principio a fin (investiga, redacta, actualiza sistemas y te informa); un chatbot conversa y responde. Los desarrollamos a medida con IA, con hasta {aiDevTime} % menos tiempo.",
  /** "tipo que me conteste los correos y actualice el inventario?": sí, a medida. */
  autonomousFits:
    "Sí, ese es el tipo de tarea que hace un agente autónomo: la ejecuta de principio a fin (atiende, redacta, actualiza tus sistemas y te informa). Lo desarrollamos a medida y se cotiza según el alcance; un especialista lo revisa contigo en la demo.",
  customQuote:
    "Un plan a medida se cotiza según lo que necesitas, así que su precio no es un dato que publiquemos; un especialista te lo cotiza en la demo. Como referencia, Diamante cuesta {diamond} al mes.",
  weekdaysOnly: "Las demos son de lunes a viernes, de {opens} a {closes}.",
  chatPrivacy:
    "Soy una asistente de IA: no hay una persona leyendo en vivo. La conversación se guarda y se trata según nuestra política de privacidad: {terms}",
  resell:
    "Un programa de marca blanca o reventa no es algo que publiquemos: revender requiere nuestro acuerdo por escrito, así que lo ve una persona del equipo: {email}.",
  annualTotal:
    "Con facturación anual, el plan {plan} sale {total} al año ({annual} al mes en vez de {monthly}) y ahorras {saving} al año frente a pagar mes a mes; la instalación es gratis.",
  rowNone: "No: el plan {plan} viene {none}.",
  firstWith: "{plan} es el primero que lo incluye ({value}, por {monthly} al mes).",
  /** A plan's price asked in another currency ("cuanto sale el elite en pesos?"). */
  priceOtherCurrency:
    "No publicamos precios en otras monedas: los precios están en dólares (USD). Si necesitas factura en moneda local, escríbenos a {email}.",
  invoiceContact: "Para eso escríbenos a {email} y lo revisa una persona.",
  quotePrice:
    "Ese servicio se cotiza según cada proyecto, así que su precio no es un dato que publiquemos; un especialista te lo cotiza en la demo.",
  askPhone: "¿A qué número o WhatsApp te llamamos?",
  extraSeat:
    "Lo que cuesta un agente por encima del límite de un plan no es un dato que publiquemos; un especialista te lo confirma en la demo.",
  /** Whether Meta's or the carrier's fees come on top of the prices: what the prices exclude, and the fees unpublished. */
  messageFeesOnTop:
    "Los precios no incluyen impuestos ni las API de IA de terceros y son al mes, no por mensaje; lo que cobren Meta (WhatsApp) o la operadora (SMS) por mensaje no es un dato que publiquemos: un especialista te lo confirma en la demo o en {email}.",
  messageFees:
    "Los planes tienen un precio al mes, no por mensaje. Si la operadora (por SMS) o Meta (por WhatsApp) cobran algo por mensaje, y cuánto, no es un dato que publiquemos; un especialista te lo confirma en la demo o por correo a {email}.",
  allPlans:
    "Todos los planes incluyen {channels} en una sola bandeja omnicanal, webhooks y API, y formularios y bloques ilimitados; los de pago suman agentes de chat en vivo. Lo que cambia de un plan a otro son los límites: usuarios activos, flujos, agentes, administradores e historial.",
  references:
    "En nuestra página de inicio, clientes como {clients} cuentan sus resultados: hasta {conversion} % más conversiones y {time} % menos tiempo operativo. Cuántos clientes tenemos, por sector, y sus datos de contacto no es un dato que publiquemos; en la demo un especialista te cuenta casos como el tuyo.",
  /** "¿hay contrato o cancelo cuando quiera?": lo que dicen los términos, y lo que no publicamos. */
  cancelAnytime:
    "Puedes cancelar cuando quieras: los planes se renuevan hasta que cancelas, y cancelar detiene las renovaciones futuras (sin reembolso prorrateado). Un plazo mínimo o preaviso no es un dato que publiquemos; un especialista te lo confirma en la demo o por correo a {email}.",
  /** Tras la política de reembolsos, a quien teme que no le convenza: probar antes de pagar. */
  tryFirst:
    "Para probar sin arriesgar: antes de pagar tienes {days} días de prueba gratis, y el plan Demo es gratis.",
  /** Quién está detrás: el tamaño del equipo y la antigüedad no se publican; las oficinas sí. */
  companyUnknown:
    "Cuántas personas forman el equipo y desde qué año existimos no es un dato que publiquemos, así que no te doy una cifra; en la demo hablas con un especialista del equipo.",
  atRestUnknown:
    "El cifrado en reposo no es un dato que publiquemos; un especialista te lo confirma en la demo o por correo a {email}.",
  migrationUnknown:
    "Migrar o importar tus datos (contactos, historial) desde otra herramienta o un Excel, y si eso tiene costo, no es un dato que publiquemos; un especialista te lo confirma en la demo o por correo a {email}.",
  aiUsageUnknown:
    "Lo que cobra el proveedor de IA se paga aparte de nuestros planes y depende de cuánto se use; no publicamos una estimación, así que no te invento una cifra. Un especialista lo calcula contigo en la demo o por correo a {email}.",
  serviceTimeUnknown:
    "El plazo de entrega de ese servicio no es un dato que publiquemos; un especialista te lo confirma junto con la cotización, en la demo o por correo a {email}.",
  multiNumberUnknown:
    "WhatsApp está incluido en todos los planes; conectar varios números de WhatsApp en una misma cuenta no es un dato que publiquemos, así que no te lo confirmo. Un especialista te lo aclara en la demo o por correo a {email}.",
  /** Un pedido fuera de tema junto a una pregunta real: se deja de lado en pocas palabras. */
  offTopicAside: "Eso se sale de lo que hago, pero te respondo lo otro:",
  payMethodUnknown:
    "Pagar con {methods} no es un dato que publiquemos; un especialista te lo confirma en la demo o por correo a {email}.",
  /** A quien se perdió en los términos y pregunta si le sirve: un sí llano, y una persona. */
  plainAnswer:
    "Sí te sirve: el agente de IA contesta tus mensajes de {channel} solo, a cualquier hora, mientras tú trabajas, y te pasa la conversación cuando hace falta una persona. Puedes probarlo gratis {days} días. Si prefieres que te lo explique una persona: WhatsApp {whatsapp}.",
  /** Empujado por un sí o un no sobre algo que no publicamos: sigue sin publicarse, y quién lo confirma. */
  stillUnknown:
    "Lo siento, pero no es un dato que publiquemos, así que no te doy un sí o un no que pueda ser inventado. Te lo confirma por escrito un especialista: escríbenos a {email} o por WhatsApp {whatsapp}, o pregúntalo en la demo.",
  uptimeHistory:
    "El historial real de caídas e incidentes no es un dato que publiquemos, así que no puedo mostrártelo aquí; un especialista te responde en la demo o por correo a {email}.",
  voiceCalls:
    "Que el agente de IA haga o conteste llamadas de voz no es algo que publiquemos, así que no te lo confirmo: NovaChannel atiende por escrito en {channels}. Un especialista te lo aclara en la demo o por correo a {email}.",
  cardAsk:
    "Si la prueba gratis pide tarjeta no es un dato que publiquemos; un especialista te lo confirma en la demo.",
  overage:
    "Qué pasa exactamente si un mes te pasas del límite (si se cobra algo extra) no es un dato que publiquemos; un especialista te lo confirma en la demo.",
  carryOver:
    "Si el historial de chat se conserva al cambiar de plan no es un dato que publiquemos; un especialista te lo confirma en la demo.",
  unknownPart:
    "Lo otro que preguntas no es un dato que publiquemos; un especialista te lo confirma en la demo.",
  unknownAbout:
    "Sobre «{subject}»: no es un dato que publiquemos; un especialista te lo confirma en la demo.",
  askBusiness: "¿Para qué tipo de negocio es y por qué canales te escriben tus clientes?",
  competitor:
    "Lo que nos distingue: {channels} en una sola bandeja con un agente de IA 24/7, webhooks y API en todos los planes, prueba gratis de {days} días e implementación acompañada (un bot básico en {basic} semanas). No comparo con otras marcas: compáralo tú en la demo.",
  complaint:
    "Lamento mucho lo que pasó, y gracias por decírnoslo. Quiero que lo resuelva una persona del equipo cuanto antes: WhatsApp {whatsapp}, teléfono {phone} o correo {email}.",
  /** The same complaint again, right after the first: heard, and the shortest way to a person. */
  sorryShort: "Te entiendo, y lo lamento.",
  /** Tras una queja, "¿y mientras tanto qué hacemos?": quien puede decir cómo seguir. */
  /** After a complaint, "¿es culpa de ustedes o de Meta?": not known from here. */
  complaintFault:
    "Desde aquí no puedo saber si es de nuestro lado o de Meta; lo tiene que revisar una persona del equipo: correo {email} o WhatsApp {whatsapp}.",
  /** "¿puedo hacer que ciertos clientes siempre pasen a una persona?": the rules are designed with them. */
  handoverRulesLead:
    "Las reglas de cuándo el chat pasa a una persona se definen contigo. En la etapa de diseño,",
  complaintMeanwhile:
    "Lo mejor es verlo ya con una persona del equipo, que te dice cómo seguir mientras lo revisan: correo {email} o WhatsApp {whatsapp}.",
  /** After a complaint about a wrong answer, "what do we do so it doesn't happen again?". */
  complaintPrevent:
    "Lo que evita que se repita es revisar y corregir la información de la que responde el agente, que solo contesta con tus datos; una persona del equipo lo revisa contigo: correo {email} o WhatsApp {whatsapp}.",
  /** An upset visitor who says they have written to support: thanked, and the way to a person kept. */
  complaintWritten:
    "Gracias por escribirnos, y lamento de nuevo las molestias. Una persona del equipo lo revisa; si es urgente, también por WhatsApp {whatsapp}.",
  complaintAgain:
    "Entendido, y lamento que siga pasando. Lo más rápido para resolverlo es una persona del equipo: correo {email} o WhatsApp {whatsapp}.",
  offTopic:
    "Eso se sale de lo que sé hacer: soy la asistente de ventas de {company}. Te puedo ayudar con planes, precios, canales, servicios y tiempos de entrega. ¿Qué te gustaría saber?",
  /** Un intento de inyección con una pregunta real después: la negativa, y luego la respuesta. */
  injectionThen: "No puedo cambiar mi papel ni compartir mis instrucciones. Sobre tu pregunta:",
  /** Otra conversación pedida: cada chat es privado. */
  injectionOthers:
    "No veo ni comparto las conversaciones de otras personas: cada chat es privado. Sigo aquí para ayudarte con planes, precios, canales y servicios de {company}.",
  injection:
    "No puedo cambiar mi papel ni compartir mis instrucciones. Sigo aquí para ayudarte con planes, precios, canales y servicios de {company}. ¿Qué te gustaría saber?",
  greeting: [
    "¡Hola! Soy {assistant}, de {company}. ¿Qué te gustaría saber: planes, canales o cómo funciona?",
    "¡Hola de nuevo! ¿En qué más te ayudo?",
  ],
  thanks: "¡Con gusto, a la orden! ¿Te ayudo con algo más?",
  goodbye: "¡Gracias por escribir! Aquí estaré si necesitas algo más.",
  /** "¿cómo me registro?": la prueba, y un plan de pago con el equipo. */
  signUp:
    "Un plan de pago te lo deja listo el equipo en la demo gratuita; para empezar ya, regístrate en la prueba gratis de {days} días: {url}",
  /** "¿y si después no puedo ir?": el enlace del correo cambia o cancela la cita. */
  demoReschedule:
    "Sin problema: en el correo de confirmación tienes un enlace privado para elegir otra hora o cancelar la demo, sin costo.",
  /** "ya agendé con el botón": hecho, sin nada más que vender. */
  bookedAlready:
    "¡Perfecto, gracias! Te llega la confirmación por correo, con el enlace para cambiar o cancelar la cita si lo necesitas. ¡Nos vemos en la demo!",
  deny: "Sin problema, gracias por escribirnos. Si te surge otra duda, aquí estoy.",
  /** Offers of the free demo, rotated by the conversation's state. */
  demoOffers: [
    "¿Lo vemos con tu caso? Agenda una demo gratuita: {link}",
    "Si quieres verlo funcionando, la demo gratuita dura {minutes} minutos: {link}",
    "Un especialista te lo muestra en una demo gratuita: {link}",
    "Puedes reservar tu demo gratuita aquí: {link}",
  ],
  slots: [
    "¡Genial! Estos son los próximos horarios libres para la demo gratuita ({minutes} minutos); también puedes elegir en {link}. ¿Cuál te queda mejor? Luego te pido nombre y correo o WhatsApp.",
    "Perfecto. Elige uno de estos horarios para la demo gratuita (o en {link}). ¿Cuál te conviene? Luego te pido nombre y correo o WhatsApp.",
  ],
  slotsAgain: "Aquí tienes de nuevo los horarios libres (también en {link}). ¿Cuál prefieres?",
  askContact: "Perfecto, {slot}. Para confirmarla, ¿me das tu nombre y tu correo o WhatsApp?",
  /** A time picked with the name and WhatsApp already given: the booking still needs an e-mail. */
  askEmailForSlot:
    "Perfecto, {name}: {slot}. Para confirmarla solo falta tu correo, que es donde llega la invitación.",
  /** The notice before a change of terms, in days: not published. */
  noticeDays: "Con cuántos días exactos de antelación no es un dato que publiquemos.",
  /** The confirmation e-mail not found: a person resends it. */
  demoNoEmail:
    "Lo siento. Si no te llegó el correo de confirmación (revisa también spam), escríbenos a {email} o por WhatsApp ({whatsapp}) y te lo reenviamos.",
  /** Whether the demo is recorded: not published. */
  demoRecorded:
    "Si la demo se graba no es un dato que publiquemos; lo puedes pedir al especialista. Y puedes reenviar la invitación a quien quieras que la vea contigo.",
  /** The demo from a phone: not published. */
  demoDevice:
    "Desde qué dispositivo conectarte (celular o computadora) no es un dato que publiquemos: la demo es una videollamada de {minutes} minutos y el enlace llega en el correo de confirmación.",
  /** How far ahead a demo can be booked. */
  demoHorizon:
    "Puedes agendar la demo hasta {horizon} días por delante, con al menos {notice} horas de antelación; los horarios libres están en {link}.",
  /** What the booking needs. */
  demoDetails:
    "Solo tu nombre y tu correo (o WhatsApp): el correo es donde llega la invitación. ¿Me los das?",
  /** Someone else on the call. */
  /** "¿cuándo me escriben?" tras dejar los datos: en nuestro horario; cuánto tarda no lo publicamos. */
  whenContacted:
    "Un especialista te escribe en nuestro horario de atención: de lunes a viernes, de {opens} a {closes}, hora de {headOffice}. Cuánto tarda exactamente no es un dato que publiquemos; si no quieres esperar, elige un horario para la demo en {link}.",
  /** "¿y si después quiero otra fecha la pido por acá?": sí, aquí o en la página de la agenda. */
  demoRebookHere:
    "Claro: cuando quieras, pídemela aquí y te muestro los horarios libres, o elige uno en {link}.",
  /** "¿quiénes deberían estar en la demo?": lo eligen ellos, y quién conviene que esté. */
  demoWho:
    "Lo decides tú: pueden unirse más personas de tu equipo si les reenvías la invitación que te llega por correo. Suele ayudar que estén quien decide y quien atendería los chats.",
  /** "¿se puede conectar desde otro sitio?": the call is online, joined from anywhere with the invitation's link. */
  demoJoinRemote:
    "Sí: la demo es una videollamada, así que cada uno se conecta desde donde esté con el enlace de la invitación que te llega por correo; solo reenvíasela.",
  demoOthersJoin:
    "Claro, pueden unirse más personas de tu equipo: reenvíales la invitación que te llega por correo.",
  /** Where the call's link arrives. */
  demoLink:
    "Sí: la invitación con el enlace de la videollamada llega al correo que das al agendar, con un enlace privado para cambiarla o cancelarla.",
  /** An objection pushed again: no pressure, the ways to check it risk-free. */
  objectionPushed:
    "Lo entiendo, y no te voy a presionar. Para comprobarlo sin riesgo tienes {days} días de prueba gratis y el plan Demo gratis; los planes se pagan mes a mes y con el plan anual la instalación es gratis. Decides con tu propio caso.",
  /** No time now: how short the demo is, whenever it suits. */
  objectionNoTime:
    "Te entiendo. Cuando tengas un rato: la demo dura {minutes} minutos y la agendas cuando te venga bien, sin prisa.",
  /** A message that claims to be us and asks for money: our official channels. */
  scamCheck:
    "Lamento el susto. Ese mensaje no te lo puedo confirmar desde aquí: nuestros canales oficiales son el correo {email}, el teléfono {phone} y WhatsApp {whatsapp}. Nunca te pediremos contraseñas ni pagos por un enlace suelto; antes de pagar nada, escríbenos por ahí y lo comprobamos.",
  /** How to report a problem so a person fixes it. */
  reportHow:
    "Escríbenos a {email} o por WhatsApp ({whatsapp}) desde tu correo registrado, con lo que pasó: un ejemplo de la conversación y capturas si las tienes. Así una persona del equipo lo revisa y lo corrige.",
  /** Beside an injection that hints at a real account problem: a person looks at it. */
  injectionPerson:
    "Si hay algo con tu cuenta o una factura, una persona del equipo lo revisa: correo {email} o WhatsApp {whatsapp}.",
  /** The incident times run in business hours: a weekend or night report waits for them. */
  slaOffHours:
    "Esos tiempos cuentan en horas hábiles: el soporte es de lunes a viernes, {supportOpens} a {supportCloses} (hora de {city}), así que un aviso de fin de semana o de noche se atiende el siguiente día hábil.",
  /** A demo asked for within the hour: the notice a booking needs. */
  demoNotice: "Las demos se agendan con al menos {notice} horas de antelación.",
  /** A customer cancelling: a person helps with it. */
  /** "¿podemos sacar una copia de todo antes de darnos de baja?": a person coordinates it. */
  dataCopyPerson:
    "Para sacar una copia de tus datos, una persona del equipo te ayuda: correo {email} o WhatsApp {whatsapp}.",
  /** Cancelling because it did not serve them ("no me sirvio pa nada"): said before how. */
  sorryItDidntWork: "Siento que no haya funcionado como esperabas.",
  /** "Can I pause my Starter plan for the slow season?": not published; a plan change is. */
  pauseUnknown:
    "Pausar un plan no es algo que publiquemos. Lo que sí: puedes cambiar de plan cuando quieras, también al plan Demo, que es gratis; el cambio aplica desde el siguiente ciclo de facturación. Lo de la pausa te lo confirma una persona del equipo: {email} o WhatsApp {whatsapp}.",
  cancelPerson:
    "Si quieres, una persona del equipo te ayuda con la baja: correo {email} o WhatsApp {whatsapp}.",
  /** Response times measured per channel: not published. */
  /** "si no cumplen el 99,5 %, nos bonifican algo?": no credits published; the refund exception. */
  serviceCredits:
    "Una compensación o crédito por no cumplir la disponibilidad no es un dato que publiquemos. Lo que sí dice nuestra política de reembolsos ({refundPolicy}): una falla técnica comprobada sin resolver más de {failureDays} días naturales después del aviso puede dar lugar a reembolso. Una persona del equipo revisa tu caso: WhatsApp {whatsapp} o {email}.",
  /** "how many minutes until your support gets back to me?": not published; the incident times are. */
  /** Before the confirmation page's "prepare your questions" step, asked what to prepare. */
  demoPrepLead: "No hace falta nada especial, solo conectarte; para aprovecharla:",
  /** "en excel?" about their data: the format is not published. */
  exportFormat:
    "Si se pueden exportar, y en qué formato (Excel, CSV u otro), no es un dato que publiquemos; un especialista te lo confirma en la demo o en {email}.",
  /** "Meta nos dio de baja el número de WhatsApp, nos lo recuperan?": Meta's decision, unpublished. */
  metaBlocked:
    "Si Meta devuelve un número que dio de baja lo decide Meta, así que no te lo puedo prometer, y cómo apelarlo no es un dato que publiquemos. Una persona del equipo puede revisar tu caso: correo {email} o teléfono {phone}.",
  /** "hay un tope de mensajes al mes en el elite?": not published; the plans set active users. */
  messageCap:
    "Un tope de mensajes no es un dato que publiquemos: lo que fija cada plan son los usuarios activos al mes.",
  /** "puedo ir sin cita a la oficina?": not published; write first. */
  walkIn:
    "Si se puede pasar por la oficina sin cita no es un dato que publiquemos; lo más seguro es escribir antes a {email} o al WhatsApp {whatsapp}.",
  /** "si cancelo, cuanto tiempo se quedan con las conversaciones de mis clientes?". */
  dataAfterCancel:
    "Cuánto tiempo se guardan las conversaciones de tus clientes después de cancelar no es un dato que publiquemos. Si quieres que se borren, escríbenos a {email} y lo gestiona una persona del equipo.",
  supportMinutesUnknown:
    "Un tiempo de respuesta del soporte en minutos no es un dato que publiquemos; lo publicado son los tiempos de los incidentes, en horas hábiles.",
  responseTimeUnknown:
    "Tiempos de respuesta medidos por canal o por mensaje no es un dato que publiquemos; el agente de IA atiende 24/7 en todos los canales, y un especialista te lo muestra en la demo.",
  askContactNamed: "Perfecto, {name}: {slot}. Para confirmarla, ¿me das tu correo o WhatsApp?",
  termsLink: "El texto completo: {link}",
  /** Antes de la frase de los términos sobre el tiempo no usado: la respuesta primero. */
  salesFinal: "Las ventas son finales, así que el tiempo no usado no se reembolsa.",
  /** An upset visitor who thanks and waits to be written to: thanked, and their contact asked so the team can. */
  thanksAskContact:
    "¡Gracias a ti! Para que el equipo te escriba, ¿me das tu nombre y tu correo o WhatsApp?",
  askContactNoSlot:
    "¿Me das tu nombre y tu correo o WhatsApp para que un especialista te contacte?",
  askMissingEmail: "Gracias, {name}. ¿Me das también tu correo o WhatsApp?",
  pickWhenReady: "Y elige el horario que te quede mejor.",
  askNamePhone: "Y déjame tu nombre y el teléfono o WhatsApp al que te llamamos.",
  checkEmail: "Gracias{name}. Solo para confirmar: ¿tu correo es {email} o quisiste decir {meant}?",
  askMissingName: "Gracias. ¿Y tu nombre?",
  /** "ah y mejor en la tarde porfa" after the details: noted for the specialist. */
  timeNoted: "Anotado: mejor {when}. El especialista que te contacte lo verá en esta conversación.",
  preferredTimes: { morning: "por la mañana", afternoon: "por la tarde", evening: "por la noche" },
  contactGiven:
    "¡Gracias, {name}! Tenemos tus datos ({contact}); un especialista te contactará para confirmar. ¿Algo más que quieras saber antes?",
  contactGivenPick:
    "¡Gracias, {name}! Tenemos tus datos ({contact}). Elige uno de estos horarios para la demo gratuita: ¿cuál te queda mejor?",
  askConfirm: "Perfecto, {slot}. Tus datos ya están en el formulario: revísalos y confírmala.",
  contactGivenSlot:
    "¡Gracias, {name}! Anoté {slot} con tus datos ({contact}); te llegará la confirmación. ¿Algo más?",
  chatbotsPrice:
    "Los agentes de IA a medida (chatbot de captación, widget web, videobot) se cotizan según cada cliente; no es un dato que publiquemos. Un básico está listo en {basic} semanas.",
  chatbots:
    "Creamos agentes de IA para tu web que atienden 24/7: chatbot de captación de clientes potenciales, widget web, videobot y página informativa con agente. Un básico se entrega en {basic} semanas y uno complejo en {complex}.",
  followUpUnknown: "¿Me cuentas un poco más de qué necesitas? Así te respondo exacto.",
  linksPricing: "Detalle de cada plan: {link}",
  linksContact: "Más formas de contacto: {link}",
};

export type AssistantReplies = typeof repliesEs;
