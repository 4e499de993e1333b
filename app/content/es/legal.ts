import type { LongFormSource } from "../long-form.ts";
import { dataLabelsEs } from "./knowledge.ts";

export const termsEs: LongFormSource = {
  intro:
    "Las condiciones que rigen el uso de nuestro sitio y de nuestros servicios, el nivel de servicio que garantizamos y cómo tratamos tus datos personales.",
  toc: { label: "En esta página", toggle: "Índice de este documento" },
  updated: "Última actualización:",
  sections: [
    {
      id: "terminos-servicio",
      heading: "Términos de servicio",
      blocks: [
        {
          type: "p",
          text: "Estos términos regulan la relación entre {company} («nosotros») y cualquier persona o empresa que visite nuestro sitio web o contrate nuestros servicios («tú» o «el cliente»). Léelos con atención: al usar el sitio o los servicios, aceptas quedar vinculado por ellos.",
        },
      ],
      subsections: [
        {
          id: "aceptacion",
          heading: "Aceptación",
          blocks: [
            {
              type: "p",
              text: "Al navegar por el sitio, registrarte en {platform}, agendar una demostración o firmar una propuesta comercial, declaras que tienes capacidad legal para contratar y, si actúas en nombre de una empresa, que estás autorizado para obligarla. Si no estás de acuerdo con estos términos, no utilices el sitio ni los servicios.",
            },
            {
              type: "p",
              text: "Cuando exista una propuesta o un contrato firmado con condiciones particulares, estas prevalecen sobre los presentes términos en lo que se contradigan.",
            },
          ],
        },
        {
          id: "servicios",
          heading: "Servicios",
          blocks: [
            {
              type: "p",
              text: "{company} ofrece soluciones de inteligencia artificial para empresas, entre ellas:",
            },
            {
              type: "ul",
              items: [
                "{platform}, una plataforma de atención multicanal con chat en vivo omnicanal ({channels}) y un agente de IA.",
                "Agentes de IA para sitios web: chatbots de captación, widgets, videobots y páginas informativas con agente.",
                "Generación de contenido con IA: clonación de avatar, clonación de voz y automatización de redes sociales.",
                "Desarrollo de software asistido por IA: aplicaciones web, móviles y agentes autónomos.",
                "Contact center con agentes humanos, y herramientas como la transcripción de video a texto.",
              ],
            },
            {
              type: "p",
              text: "El alcance, los entregables y los plazos de cada servicio a la medida se definen en la propuesta aceptada por el cliente. Podemos mejorar, modificar o retirar funciones de la plataforma; si un cambio reduce de forma sustancial un servicio que ya pagaste, te avisaremos con antelación razonable.",
            },
          ],
        },
        {
          id: "planes-precios",
          heading: "Planes y precios",
          blocks: [
            {
              type: "ul",
              items: [
                "Los precios se expresan en dólares estadounidenses ({currency}) y no incluyen impuestos ni los costos de APIs de inteligencia artificial de terceros, que corren por cuenta del cliente.",
                "Los planes de {platform} ({planNames}) se facturan por mes o por año. La facturación anual tiene un descuento del {annualDiscountPct} % e incluye la instalación sin costo.",
                "Sin plan anual, la instalación tiene un costo único de {installationFee} {currency} cuando el cliente solicita ayuda con la implementación, y la configuración y creación de cada flujo automatizado cuesta {perFlowFee} {currency} por flujo.",
                "La prueba gratuita de {platform} dura {trialDays} días y no obliga a contratar.",
                "Las suscripciones se renuevan automáticamente al final de cada periodo hasta que el cliente las cancele. Los cambios de plan se aplican en el siguiente ciclo de facturación, con prorrateo.",
                "Los demás servicios se cotizan por proyecto. La falta de pago puede dar lugar a la suspensión del servicio después de un aviso.",
              ],
            },
          ],
        },
        {
          id: "uso-aceptable",
          heading: "Uso aceptable",
          blocks: [
            {
              type: "p",
              text: "Eres responsable del uso que tú y tus usuarios hagan de los servicios. En particular, no puedes:",
            },
            {
              type: "ul",
              items: [
                "Enviar mensajes masivos no solicitados (spam) ni infringir las políticas de WhatsApp, Meta, Telegram u otros canales conectados.",
                "Usar los servicios para actividades ilegales, fraudulentas, discriminatorias o que inciten al odio o a la violencia.",
                "Suplantar la identidad de otra persona o engañar a los usuarios finales sobre el hecho de que conversan con una IA cuando la ley exige informarlo.",
                "Tratar datos personales sin una base legal válida o sin informar a sus titulares.",
                "Intentar acceder sin autorización a la plataforma, probar su vulnerabilidad, descompilarla o sobrecargarla.",
                "Revender o ceder el acceso a los servicios sin nuestro acuerdo por escrito.",
              ],
            },
            {
              type: "p",
              text: "Podemos suspender el acceso, previo aviso cuando sea posible, si detectamos un uso que infringe esta cláusula o pone en riesgo la plataforma o a terceros.",
            },
          ],
        },
        {
          id: "propiedad-intelectual",
          heading: "Propiedad intelectual",
          blocks: [
            {
              type: "p",
              text: "La plataforma, el software, el sitio web, las marcas y los materiales de {company} son de nuestra propiedad o de nuestros licenciantes. Te concedemos un derecho de uso no exclusivo e intransferible mientras dure la suscripción o el contrato.",
            },
            {
              type: "p",
              text: "Tus contenidos, datos y materiales siguen siendo tuyos. Nos autorizas a usarlos solo para prestarte el servicio. Una vez pagado el proyecto, el cliente recibe los derechos sobre los entregables hechos a su medida, salvo los componentes, bibliotecas y herramientas preexistentes o de terceros, que se rigen por sus propias licencias.",
            },
          ],
        },
        {
          id: "avatar-voz",
          heading: "Avatares y clonación de voz",
          blocks: [
            {
              type: "p",
              text: "Para crear un avatar digital o clonar una voz exigimos el consentimiento expreso, informado y por escrito de la persona cuya imagen o voz se reproduce. El cliente garantiza que cuenta con ese consentimiento y con los derechos sobre los materiales que nos entrega, y nos mantendrá indemnes frente a cualquier reclamo derivado de su falta.",
            },
            {
              type: "ul",
              items: [
                "No creamos avatares ni voces de figuras públicas, menores de edad o terceros sin su autorización.",
                "No producimos contenido engañoso, difamatorio, sexual ni destinado a suplantar a una persona o a inducir a error sobre hechos reales.",
                "El cliente es responsable del contenido que genera y publica con su avatar o su voz, y de identificarlo como generado por IA cuando la ley o la plataforma de publicación lo exijan.",
                "La persona retratada puede revocar su consentimiento; en ese caso dejamos de generar contenido nuevo y eliminamos los modelos en un plazo razonable.",
              ],
            },
            {
              type: "p",
              text: "Los resultados de la IA pueden contener imprecisiones. Revisa cada pieza antes de publicarla.",
            },
          ],
        },
        {
          id: "reembolsos",
          heading: "Reembolsos",
          blocks: [
            {
              type: "p",
              text: "Las ventas son finales. Solo procede un reembolso en los casos excepcionales que describe nuestra política de reembolso: una falla técnica comprobada que siga sin resolverse más de {refundFailureDays} días naturales después del aviso formal, o un cobro duplicado verificado y reportado dentro de los {refundDuplicateDays} días naturales siguientes.",
            },
            {
              type: "routeLinks",
              items: [{ label: "Leer la política de reembolso", to: "refund" }],
            },
          ],
        },
        {
          id: "limitacion-responsabilidad",
          heading: "Limitación de responsabilidad",
          blocks: [
            {
              type: "p",
              text: "Prestamos los servicios con diligencia profesional y conforme al acuerdo de nivel de servicio. Fuera de lo que ese acuerdo garantiza, los servicios se ofrecen «tal cual» y no aseguramos resultados comerciales concretos, porque dependen de factores que no controlamos.",
            },
            {
              type: "p",
              text: "En la medida en que la ley lo permita, {company} no responde por daños indirectos, lucro cesante, pérdida de datos o de oportunidades de negocio, ni por fallas de servicios de terceros (canales de mensajería, proveedores de IA, redes o alojamiento). Nuestra responsabilidad total frente al cliente se limita al importe que este pagó por el servicio afectado en el periodo de facturación en que ocurrió el hecho que originó el reclamo.",
            },
            {
              type: "p",
              text: "Nada de lo anterior limita la responsabilidad que no pueda excluirse por ley, como la derivada de dolo o culpa grave.",
            },
          ],
        },
        {
          id: "cambios",
          heading: "Cambios en los términos",
          blocks: [
            {
              type: "p",
              text: "Podemos actualizar estos términos para reflejar cambios en los servicios o en la ley. Publicaremos la nueva versión en esta página con su fecha de actualización y, si los cambios son relevantes, avisaremos a los clientes por correo electrónico con antelación. Seguir usando los servicios después de la entrada en vigor implica aceptar la nueva versión.",
            },
            {
              type: "p",
              text: "Estos términos se interpretan conforme a las leyes de la República de Costa Rica. Antes de acudir a los tribunales competentes, las partes intentarán resolver cualquier controversia de buena fe. Si eres consumidor, conservas los derechos que te otorga la ley de tu país de residencia.",
            },
          ],
        },
      ],
    },
    {
      id: "sla",
      heading: "Acuerdo de nivel de servicio (SLA)",
      blocks: [
        {
          type: "p",
          text: "Este acuerdo describe la disponibilidad y el soporte que garantizamos a los clientes con una suscripción activa de {platform}.",
        },
      ],
      subsections: [
        {
          id: "disponibilidad",
          heading: "Disponibilidad",
          blocks: [
            {
              type: "p",
              text: "Garantizamos una disponibilidad mensual de la plataforma del {uptimePct} %, medida como el tiempo en que la bandeja de conversaciones y el agente de IA están operativos, sobre el total del mes.",
            },
            {
              type: "p",
              text: "No cuentan como indisponibilidad: el mantenimiento programado y avisado con antelación, las fallas de los canales o proveedores de terceros (por ejemplo, una caída de WhatsApp o de un proveedor de IA), los casos de fuerza mayor ni los problemas causados por el cliente o por integraciones que este controla.",
            },
          ],
        },
        {
          id: "horario-soporte",
          heading: "Soporte por correo electrónico",
          blocks: [
            {
              type: "p",
              text: "El soporte técnico atiende por correo electrónico en {email}, de {supportWeekdays}, de {supportOpens} a {supportCloses}, hora de {supportCity}. Las solicitudes recibidas fuera de ese horario se atienden el siguiente día hábil.",
            },
          ],
        },
        {
          id: "incidentes",
          heading: "Tiempos de atención de incidentes",
          blocks: [
            { type: "data", source: "incidents" },
            {
              type: "p",
              text: "Los plazos se cuentan en horas hábiles desde la recepción de un reporte completo. Asignamos la prioridad según el impacto en la operación del cliente y la confirmamos en la primera respuesta.",
            },
          ],
        },
      ],
    },
    {
      id: "privacidad",
      heading: "Política de privacidad",
      blocks: [
        {
          type: "p",
          text: "{company} es responsable del tratamiento de los datos personales que recopila a través de este sitio y de sus servicios. Esta política explica qué datos tratamos, para qué, con qué base legal, durante cuánto tiempo y qué derechos tienes.",
        },
      ],
      subsections: [
        {
          id: "datos",
          heading: "Qué datos recopilamos",
          blocks: [
            {
              type: "ul",
              items: [
                "Datos de contacto que nos das al agendar una demostración, escribirnos o registrarte: nombre, empresa, correo electrónico, teléfono y país.",
                "Conversaciones con nuestro asistente de ventas y con nuestro equipo.",
                "Archivos que subes voluntariamente, como los videos que envías a la herramienta de transcripción, que se procesan para entregarte el texto y no se conservan después.",
                "Datos técnicos de navegación: dirección IP, tipo de navegador y dispositivo, páginas visitadas y, solo si lo aceptas, cookies de analítica y publicidad.",
                "Como clientes, los datos de facturación y los que tus propios clientes intercambian en {platform}, que tratamos por cuenta tuya.",
              ],
            },
            {
              type: "p",
              text: "No recopilamos a sabiendas datos de menores de edad. Si crees que un menor nos facilitó datos, escríbenos y los eliminaremos.",
            },
          ],
        },
        {
          id: "finalidades",
          heading: "Para qué los usamos",
          blocks: [
            {
              type: "ul",
              items: [
                "Responder a tus consultas, agendar y realizar demostraciones.",
                "Prestar, facturar y dar soporte a los servicios contratados.",
                "Mejorar el sitio y los servicios a partir de estadísticas de uso.",
                "Enviarte comunicaciones comerciales, solo si nos diste tu consentimiento; puedes retirarlo en cualquier momento.",
                "Cumplir obligaciones legales, fiscales y contables, y prevenir fraudes y abusos.",
              ],
            },
          ],
        },
        {
          id: "bases-legales",
          heading: "Bases legales",
          blocks: [
            {
              type: "p",
              text: "Tratamos tus datos porque son necesarios para ejecutar un contrato o las medidas previas que solicitas (como una demostración), porque lo exige una obligación legal, por nuestro interés legítimo en mejorar y proteger nuestros servicios, o porque diste tu consentimiento (comunicaciones comerciales y cookies no esenciales).",
            },
            {
              type: "p",
              text: "Si visitas el sitio desde el Espacio Económico Europeo, el Reino Unido o Suiza, aplicamos el Reglamento General de Protección de Datos (RGPD) y sus equivalentes, con las bases legales indicadas. En Costa Rica aplicamos la Ley de Protección de la Persona frente al Tratamiento de sus Datos Personales, y en los demás países la normativa que corresponda.",
            },
          ],
        },
        {
          id: "conservacion",
          heading: "Conservación",
          blocks: [
            {
              type: "p",
              text: "Conservamos los datos mientras dure la relación comercial o mientras sean necesarios para la finalidad con la que se recogieron, y después durante los plazos que exijan las leyes fiscales y mercantiles o para atender posibles reclamaciones. Los datos de prospectos que no llegan a ser clientes se eliminan o anonimizan cuando dejan de ser útiles. El historial de conversaciones de {platform} se conserva según el plan contratado.",
            },
          ],
        },
        {
          id: "derechos",
          heading: "Tus derechos",
          blocks: [
            {
              type: "p",
              text: "Puedes acceder a tus datos, rectificarlos, suprimirlos, oponerte a su tratamiento, solicitar su limitación o su portabilidad y retirar tu consentimiento en cualquier momento, sin que ello afecte a la licitud del tratamiento anterior. Escríbenos a {email} indicando qué derecho deseas ejercer; podremos pedirte que acredites tu identidad. También puedes presentar una reclamación ante la autoridad de protección de datos de tu país.",
            },
          ],
        },
        {
          id: "terceros",
          heading: "Encargados y terceros",
          blocks: [
            {
              type: "p",
              text: "No vendemos tus datos. Los compartimos solo con proveedores que nos ayudan a prestar el servicio y que actúan bajo contrato y siguiendo nuestras instrucciones:",
            },
            {
              type: "ul",
              items: [
                "Alojamiento en la nube, bases de datos y correo electrónico.",
                "Servicio de agenda para las demostraciones y página de registro de la plataforma.",
                "Canales de mensajería que conectas ({channels}).",
                "Proveedores de modelos de inteligencia artificial, que procesan los textos y audios necesarios para responder.",
                "Herramientas de analítica y publicidad, solo si aceptas sus cookies.",
              ],
            },
            {
              type: "p",
              text: "Algunos proveedores están fuera de tu país. Cuando transferimos datos desde Europa a países sin una decisión de adecuación, lo hacemos con cláusulas contractuales tipo u otras garantías adecuadas.",
            },
          ],
        },
        {
          id: "cookies",
          heading: "Cookies y consentimiento",
          blocks: [
            {
              type: "p",
              text: "Usamos almacenamiento local y cookies técnicas imprescindibles, por ejemplo para recordar tu idioma. Las cookies de analítica y de publicidad solo se cargan si las aceptas, y puedes retirar tu consentimiento o borrarlas desde la configuración de tu navegador en cualquier momento.",
            },
          ],
        },
        {
          id: "seguridad",
          heading: "Seguridad",
          blocks: [
            {
              type: "p",
              text: "Aplicamos medidas técnicas y organizativas razonables: cifrado en tránsito, control de accesos, copias de seguridad y registro de actividad. Ningún sistema es infalible; si se produce una brecha que afecte a tus datos, te informaremos a ti y a las autoridades como exige la ley.",
            },
          ],
        },
      ],
    },
    {
      id: "contacto-oficial",
      heading: "Canales oficiales de contacto",
      blocks: [
        {
          type: "p",
          text: "Para cualquier consulta sobre estos términos, el servicio o tus datos personales, usa únicamente nuestros canales oficiales:",
        },
        { type: "data", source: "contacts" },
        {
          type: "note",
          text: "Nunca te pediremos contraseñas ni pagos por canales distintos de los indicados. Si recibes un mensaje sospechoso en nuestro nombre, repórtalo a {email}.",
        },
      ],
    },
    {
      id: "nota-final",
      heading: "Nota final",
      blocks: [
        {
          type: "p",
          text: "Si alguna cláusula de estos términos se considera inválida, las demás siguen vigentes. Que no ejerzamos un derecho en un momento dado no implica que renunciemos a él. Gracias por confiar en {company}: si algo no está claro, escríbenos y te lo explicamos.",
        },
      ],
    },
  ],
  data: dataLabelsEs,
};

export type TermsContent = typeof termsEs;

export const refundEs: LongFormSource = {
  intro:
    "Cuándo procede un reembolso, cómo solicitarlo y en qué plazo lo evaluamos. Queremos que sepas de antemano a qué atenerte.",
  toc: { label: "En esta página", toggle: "Índice de este documento" },
  updated: "Última actualización:",
  sections: [
    {
      id: "ventas-finales",
      heading: "Las ventas son finales",
      blocks: [
        {
          type: "p",
          text: "Los servicios de {company} (suscripciones de {platform}, instalaciones, configuración de flujos, proyectos de desarrollo y de contenido) se prestan desde el momento de la contratación y consumen trabajo y recursos desde el primer día. Por eso todas las ventas son finales y no se reembolsan, salvo en las excepciones de esta política.",
        },
        {
          type: "note",
          text: "Antes de contratar puedes probar {platform} gratis durante {trialDays} días y agendar una demostración sin costo, para comprobar que el servicio se ajusta a lo que necesitas.",
        },
      ],
    },
    {
      id: "excepciones",
      heading: "Excepciones",
      blocks: [
        {
          type: "p",
          text: "Solo procede un reembolso, total o proporcional al servicio afectado, en estos dos casos:",
        },
      ],
      subsections: [
        {
          id: "falla-tecnica",
          heading: "Falla técnica no resuelta",
          blocks: [
            {
              type: "p",
              text: "Una falla técnica atribuible a {company}, comprobada por nuestro equipo, que impida usar el servicio contratado y siga sin resolverse más de {refundFailureDays} días naturales después de que nos la hayas notificado formalmente por nuestros canales oficiales.",
            },
          ],
        },
        {
          id: "cobro-duplicado",
          heading: "Cobro duplicado",
          blocks: [
            {
              type: "p",
              text: "Un cobro duplicado por el mismo servicio y el mismo periodo, verificado por nosotros y reportado dentro de los {refundDuplicateDays} días naturales siguientes al cobro.",
            },
          ],
        },
      ],
    },
    {
      id: "como-solicitar",
      heading: "Cómo solicitar un reembolso",
      blocks: [
        {
          type: "p",
          text: "La solicitud debe presentarse dentro de los {refundRequestDays} días naturales siguientes al hecho que la origina (el vencimiento del plazo de la falla o el cobro duplicado). Escríbenos a {email} con:",
        },
        {
          type: "ol",
          items: [
            "El nombre de la empresa y el correo registrado en la cuenta.",
            "El servicio o plan afectado y la fecha del cobro o del aviso de la falla.",
            "Una descripción del problema y, si la tienes, la referencia del caso de soporte.",
            "El comprobante de pago o el extracto donde aparece el cobro duplicado.",
          ],
        },
      ],
    },
    {
      id: "evaluacion",
      heading: "Evaluación y pago",
      blocks: [
        {
          type: "p",
          text: "Evaluamos cada solicitud en un plazo de hasta {refundEvaluationDays} días hábiles y te comunicamos la decisión por escrito. Si es favorable, reembolsamos el importe por el mismo medio de pago utilizado. El tiempo en que el dinero se refleja en tu cuenta depende de tu banco o del emisor de tu tarjeta.",
        },
      ],
    },
    {
      id: "sin-reembolso",
      heading: "Casos que no dan lugar a reembolso",
      blocks: [
        {
          type: "ul",
          items: [
            "Cambiar de opinión o dejar de usar el servicio después de contratarlo.",
            "Fallas de canales o proveedores de terceros (por ejemplo, mensajería o modelos de IA) ajenas a {company}.",
            "Problemas causados por un uso contrario a nuestros términos o por cambios hechos por el cliente.",
            "Los costos de APIs de IA de terceros y los impuestos, que no cobramos nosotros.",
            "Periodos ya transcurridos de una suscripción. La cancelación evita las renovaciones siguientes, pero no genera reembolsos proporcionales.",
          ],
        },
      ],
    },
    {
      id: "contacto",
      heading: "Contacto",
      blocks: [
        {
          type: "p",
          text: "Para cualquier pregunta sobre esta política, escríbenos por nuestros canales oficiales:",
        },
        { type: "data", source: "contacts" },
        {
          type: "routeLinks",
          items: [{ label: "Términos y condiciones", to: "terms" }],
        },
      ],
    },
  ],
  data: dataLabelsEs,
};

export type RefundContent = typeof refundEs;
