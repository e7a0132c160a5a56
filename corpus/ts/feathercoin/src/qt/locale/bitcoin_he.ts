<TS language="he" version="2.1">
<context>
    <name>AddressBookPage</name>
    <message>
        <source>Right-click to edit address or label</source>
        <translation>לחץ על הכפתור הימני בעכבר כדי לערוך את הכתובת או התווית</translation>
    </message>
    <message>
        <source>Create a new address</source>
        <translation>צור כתובת חדשה</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;חדש</translation>
    </message>
    <message>
        <source>Copy the currently selected address to the system clipboard</source>
        <translation>העתק את הכתובת המסומנת ללוח העריכה</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;העתק</translation>
    </message>
    <message>
        <source>C&amp;lose</source>
        <translation>&amp;סגור</translation>
    </message>
    <message>
        <source>Delete the currently selected address from the list</source>
        <translation>מחק את הכתובת המסומנת ברשימה</translation>
    </message>
    <message>
        <source>Enter address or label to search</source>
        <translation>הכנס כתובת או תווית לחפש</translation>
    </message>
    <message>
        <source>Export the data in the current tab to a file</source>
        <translation>יצוא הנתונים מהלשונית הנוכחית לקובץ</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;יצוא</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;מחק</translation>
    </message>
    <message>
        <source>Choose the address to send coins to</source>
        <translation>בחר את הכתובת אליה תרצה לשלוח את המטבעות</translation>
    </message>
    <message>
        <source>Choose the address to receive coins with</source>
        <translation>בחר את הכתובת לקבלת המטבעות</translation>
    </message>
    <message>
        <source>C&amp;hoose</source>
        <translation>&amp;בחירה</translation>
    </message>
    <message>
        <source>Sending addresses</source>
        <translation>כתובת לשליחה</translation>
    </message>
    <message>
        <source>Receiving addresses</source>
        <translation>כתובות לקבלה</translation>
    </message>
    <message>
        <source>These are your Feathercoin addresses for sending payments. Always check the amount and the receiving address before sending coins.</source>
        <translation>אלו הן כתובות הביטקוין שלך לשליחת תשלומים. חשוב לבדוק את הסכום ואת הכתובת המקבלת לפני שליחת מטבעות.</translation>
    </message>
    <message>
        <source>These are your Feathercoin addresses for receiving payments. Use the 'Create new receiving address' button in the receive tab to create new addresses.</source>
        <translation>אלה כתובות הביטקוין שלך לקבלת תשלומים. השתמש בלחצן 'צור כתובת קבלה חדשה' בכרטיסייה קבלה כדי ליצור כתובות חדשות.</translation>
    </message>
    <message>
        <source>&amp;Copy Address</source>
        <translation>&amp;העתק כתובת</translation>
    </message>
    <message>
        <source>Copy &amp;Label</source>
        <translation>העתקת &amp;תווית</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;עריכה</translation>
    </message>
    <message>
        <source>Export Address List</source>
        <translation>יצוא רשימת הכתובות</translation>
    </message>
    <message>
        <source>Comma separated file (*.csv)</source>
        <translation>קובץ מופרד בפסיקים (‎*.csv)</translation>
    </message>
    <message>
        <source>Exporting Failed</source>
        <translation>יצוא נכשל</translation>
    </message>
    <message>
        <source>There was an error trying to save the address list to %1. Please try again.</source>
        <translation>אירעה שגיאה בעת הניסיון לשמור את רשימת הכתובת אל %1. נא לנסות שוב.</translation>
    </message>
</context>
<context>
    <name>AddressTableModel</name>
    <message>
        <source>Label</source>
        <translation>תווית</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>כתובת</translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation>(ללא תוית)</translation>
    </message>
</context>
<context>
    <name>AskPassphraseDialog</name>
    <message>
        <source>Passphrase Dialog</source>
        <translation>שיח סיסמא</translation>
    </message>
    <message>
        <source>Enter passphrase</source>
        <translation>הכנס סיסמה</translation>
    </message>
    <message>
        <source>New passphrase</source>
        <translation>סיסמה חדשה</translation>
    </message>
    <message>
        <source>Repeat new passphrase</source>
        <translation>חזור על הסיסמה החדשה</translation>
    </message>
    <message>
        <source>Show passphrase</source>
        <translation>הצג סיסמה</translation>
    </message>
    <message>
        <source>Encrypt wallet</source>
        <translation>הצפנת הארנק</translation>
    </message>
    <message>
        <source>This operation needs your wallet passphrase to unlock the wallet.</source>
        <translation>הפעולה הזו דורשת את סיסמת הארנק שלך בשביל לפתוח את הארנק.</translation>
    </message>
    <message>
        <source>Unlock wallet</source>
        <translation>פתיחת ארנק</translation>
    </message>
    <message>
        <source>This operation needs your wallet passphrase to decrypt the wallet.</source>
        <translation>הפעולה הזו דורשת את סיסמת הארנק שלך בשביל לפענח את הארנק.</translation>
    </message>
    <message>
        <source>Decrypt wallet</source>
        <translation>פענוח הארנק</translation>
    </message>
    <message>
        <source>Change passphrase</source>
        <translation>שינוי סיסמה</translation>
    </message>
    <message>
        <source>Confirm wallet encryption</source>
        <translation>אשר הצפנת ארנק</translation>
    </message>
    <message>
        <source>Warning: If you encrypt your wallet and lose your passphrase, you will &lt;b&gt;LOSE ALL OF YOUR BITCOINS&lt;/b&gt;!</source>
        <translation>אזהרה: אם אתה מצפין את הארנק ומאבד את הסיסמה, אתה &lt;b&gt;תאבד את כל הביטקוינים שלך&lt;/b&gt;!</translation>
    </message>
    <message>
        <source>Are you sure you wish to encrypt your wallet?</source>
        <translation>האם אתה בטוח שברצונך להצפין את הארנק?</translation>
    </message>
    <message>
        <source>Wallet encrypted</source>
        <translation>הארנק מוצפן</translation>
    </message>
    <message>
        <source>IMPORTANT: Any previous backups you have made of your wallet file should be replaced with the newly generated, encrypted wallet file. For security reasons, previous backups of the unencrypted wallet file will become useless as soon as you start using the new, encrypted wallet.</source>
        <translation>חשוב! כל גיבוי קודם שעשית לארנק שלך יש להחליף עם קובץ הארנק המוצפן שזה עתה נוצר. מסיבות אבטחה, גיבויים קודמים של קובץ הארנק הלא-מוצפן יהפכו לחסרי שימוש ברגע שתתחיל להשתמש בארנק החדש המוצפן.</translation>
    </message>
    <message>
        <source>Wallet encryption failed</source>
        <translation>הצפנת הארנק נכשלה</translation>
    </message>
    <message>
        <source>Wallet encryption failed due to an internal error. Your wallet was not encrypted.</source>
        <translation>הצפנת הארנק נכשלה עקב תקלה פנימית. הארנק שלך לא הוצפן.</translation>
    </message>
    <message>
        <source>The supplied passphrases do not match.</source>
        <translation>הסיסמות שניתנו אינן תואמות.</translation>
    </message>
    <message>
        <source>Wallet unlock failed</source>
        <translation>פתיחת הארנק נכשלה</translation>
    </message>
    <message>
        <source>The passphrase entered for the wallet decryption was incorrect.</source>
        <translation>הסיסמה שהוכנסה לפענוח הארנק שגויה.</translation>
    </message>
    <message>
        <source>Wallet decryption failed</source>
        <translation>פענוח הארנק נכשל</translation>
    </message>
    <message>
        <source>Wallet passphrase was successfully changed.</source>
        <translation>סיסמת הארנק שונתה בהצלחה.</translation>
    </message>
    <message>
        <source>Warning: The Caps Lock key is on!</source>
        <translation>אזהרה: מקש ה־Caps Lock פעיל!</translation>
    </message>
</context>
<context>
    <name>BanTableModel</name>
    <message>
        <source>IP/Netmask</source>
        <translation>IP/Netmask</translation>
    </message>
    <message>
        <source>Banned Until</source>
        <translation>חסום עד</translation>
    </message>
</context>
<context>
    <name>BitcoinGUI</name>
    <message>
        <source>Sign &amp;message...</source>
        <translation>חתום &amp;הודעה...</translation>
    </message>
    <message>
        <source>Synchronizing with network...</source>
        <translation>מסתנכרן עם הרשת...</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>&amp;סקירה</translation>
    </message>
    <message>
        <source>Show general overview of wallet</source>
        <translation>הצג סקירה כללית של הארנק</translation>
    </message>
    <message>
        <source>&amp;Transactions</source>
        <translation>&amp;העברות</translation>
    </message>
    <message>
        <source>Browse transaction history</source>
        <translation>עיין בהיסטוריית ההעברות</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>י&amp;ציאה</translation>
    </message>
    <message>
        <source>Quit application</source>
        <translation>סגור תוכנה</translation>
    </message>
    <message>
        <source>&amp;About %1</source>
        <translation>&amp;אודות %1</translation>
    </message>
    <message>
        <source>Show information about %1</source>
        <translation>הצג מידע על %1</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>אודות &amp;Qt</translation>
    </message>
    <message>
        <source>Show information about Qt</source>
        <translation>הצג מידע על Qt</translation>
    </message>
    <message>
        <source>&amp;Options...</source>
        <translation>&amp;אפשרויות…</translation>
    </message>
    <message>
        <source>Modify configuration options for %1</source>
        <translation>שינוי אפשרויות התצורה עבור %1</translation>
    </message>
    <message>
        <source>&amp;Encrypt Wallet...</source>
        <translation>&amp;הצפנת הארנק…</translation>
    </message>
    <message>
        <source>&amp;Backup Wallet...</source>
        <translation>&amp;גיבוי הארנק…</translation>
    </message>
    <message>
        <source>&amp;Change Passphrase...</source>
        <translation>&amp;שנה סיסמה...</translation>
    </message>
    <message>
        <source>Open &amp;URI...</source>
        <translation>פתיחת &amp;כתובת משאב…</translation>
    </message>
    <message>
        <source>Wallet:</source>
        <translation>ארנק:</translation>
    </message>
    <message>
        <source>Click to disable network activity.</source>
        <translation>לחץ כדי לנטרל את פעילות הרשת.</translation>
    </message>
    <message>
        <source>Network activity disabled.</source>
        <translation>פעילות הרשת נוטרלה.</translation>
    </message>
    <message>
        <source>Click to enable network activity again.</source>
        <translation>לחץ כדי לחדש את פעילות הרשת.</translation>
    </message>
    <message>
        <source>Syncing Headers (%1%)...</source>
        <translation>הכותרות מתעדכנות (%1%)...</translation>
    </message>
    <message>
        <source>Reindexing blocks on disk...</source>
        <translation>המקטעים נוספים למפתח בכונן…</translation>
    </message>
    <message>
        <source>Proxy is &lt;b&gt;enabled&lt;/b&gt;: %1</source>
        <translation>שרת הפרוקסי &lt;b&gt;פעיל&lt;/b&gt;: %1</translation>
    </message>
    <message>
        <source>Send coins to a Feathercoin address</source>
        <translation>שליחת מטבעות לכתובת ביטקוין</translation>
    </message>
    <message>
        <source>Backup wallet to another location</source>
        <translation>גיבוי הארנק למיקום אחר</translation>
    </message>
    <message>
        <source>Change the passphrase used for wallet encryption</source>
        <translation>שנה את הסיסמא המשמשת להצפנת הארנק</translation>
    </message>
    <message>
        <source>&amp;Debug window</source>
        <translation>חלון &amp;ניפוי</translation>
    </message>
    <message>
        <source>Open debugging and diagnostic console</source>
        <translation>פתיחת לוח הבקרה לאבחון ולניפוי</translation>
    </message>
    <message>
        <source>&amp;Verify message...</source>
        <translation>&amp;אימות הודעה…</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;שליחה</translation>
    </message>
    <message>
        <source>&amp;Receive</source>
        <translation>&amp;קבלה</translation>
    </message>
    <message>
        <source>&amp;Show / Hide</source>
        <translation>ה&amp;צגה / הסתרה</translation>
    </message>
    <message>
        <source>Show or hide the main Window</source>
        <translation>הצגה או הסתרה של החלון הראשי</translation>
    </message>
    <message>
        <source>Encrypt the private keys that belong to your wallet</source>
        <translation>הצפנת המפתחות הפרטיים ששייכים לארנק שלך</translation>
    </message>
    <message>
        <source>Sign messages with your Feathercoin addresses to prove you own them</source>
        <translation>חתום על הודעות עם כתובות הביטקוין שלך כדי להוכיח שהן בבעלותך</translation>
    </message>
    <message>
        <source>Verify messages to ensure they were signed with specified Feathercoin addresses</source>
        <translation>אמת הודעות כדי להבטיח שהן נחתמו עם כתובת ביטקוין מסוימות</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;קובץ</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;הגדרות</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ע&amp;זרה</translation>
    </message>
    <message>
        <source>Tabs toolbar</source>
        <translation>סרגל כלים לשוניות</translation>
    </message>
    <message>
        <source>Request payments (generates QR codes and feathercoin: URIs)</source>
        <translation>בקשת תשלומים (יצירה של קודים מסוג QR וסכימות כתובות משאב של :feathercoin)</translation>
    </message>
    <message>
        <source>Show the list of used sending addresses and labels</source>
        <translation>הצג את רשימת הכתובות לשליחה שהיו בשימוש לרבות התוויות</translation>
    </message>
    <message>
        <source>Show the list of used receiving addresses and labels</source>
        <translation>הצגת רשימת הכתובות והתוויות הנמצאות בשימוש</translation>
    </message>
    <message>
        <source>Open a feathercoin: URI or payment request</source>
        <translation>פתיחת ביטקוין: כתובת משאב או בקשת תשלום</translation>
    </message>
    <message>
        <source>&amp;Command-line options</source>
        <translation>אפשרויות &amp;שורת הפקודה</translation>
    </message>
    <message numerus="yes">
        <source>%n active connection(s) to Feathercoin network</source>
        <translation><numerusform>חיבור אחד פעיל לרשת ביטקוין</numerusform><numerusform>%n חיבורים פעילים לרשת ביטקוין</numerusform><numerusform>%n חיבורים פעילים לרשת ביטקוין</numerusform><numerusform>%n חיבורים פעילים לרשת ביטקוין</numerusform></translation>
    </message>
    <message>
        <source>Indexing blocks on disk...</source>
        <translation>המקטעים על הכונן מסודרים באינדקס…</translation>
    </message>
    <message>
        <source>Processing blocks on disk...</source>
        <translation>מעבד בלוקים על הדיסק...</translation>
    </message>
    <message numerus="yes">
        <source>Processed %n block(s) of transaction history.</source>
        <translation><numerusform>%n מקטע של היסטוריית העברות עבר עיבוד</numerusform><numerusform>%n מקטעים של היסטוריית העברות עברו עיבוד</numerusform><numerusform>%n מקטעים של היסטוריית העברות עברו עיבוד</numerusform><numerusform>%n מקטעים של היסטוריית העברות עברו עיבוד</numerusform></translation>
    </message>
    <message>
        <source>%1 behind</source>
        <translation>%1 מאחור</translation>
    </message>
    <message>
        <source>Last received block was generated %1 ago.</source>
        <translation>המקטע האחרון שהתקבל נוצר לפני %1.</translation>
    </message>
    <message>
        <source>Transactions after this will not yet be visible.</source>
        <translation>ההעברות שבוצעו לאחר העברה זו לא יופיעו.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>שגיאה</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>אזהרה</translation>
    </message>
    <message>
        <source>Information</source>
        <translation>מידע</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>עדכני</translation>
    </message>
    <message>
        <source>&amp;Sending addresses</source>
        <translation>&amp;כתובות למשלוח</translation>
    </message>
    <message>
        <source>&amp;Receiving addresses</source>
        <translation>&amp;כתובות לקבלה</translation>
    </message>
    <message>
        <source>Open Wallet</source>
        <translation>פתיחת ארנק</translation>
    </message>
    <message>
        <source>Open a wallet</source>
        <translation>פתיחת ארנק</translation>
    </message>
    <message>
        <source>Close Wallet...</source>
        <translation>סגירת ארנק...</translation>
    </message>
    <message>
        <source>Close wallet</source>
        <translation>סגירת ארנק</translation>
    </message>
    <message>
        <source>Show the %1 help message to get a list with possible Feathercoin command-line options</source>
        <translation>יש להציג את הודעת העזרה של %1 כדי להציג רשימה עם אפשרויות שורת פקודה לביטקוין</translation>
    </message>
    <message>
        <source>default wallet</source>
        <translation>ארנק בררת מחדל</translation>
    </message>
    <message>
        <source>No wallets available</source>
        <translation>אין ארנקים זמינים</translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation>&amp;חלון</translation>
    </message>
    <message>
        <source>Minimize</source>
        <translation>מזעור</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>הגדלה</translation>
    </message>
    <message>
        <source>Main Window</source>
        <translation>חלון עיקרי</translation>
    </message>
    <message>
        <source>%1 client</source>
        <translation>לקוח %1</translation>
    </message>
    <message>
        <source>Connecting to peers...</source>
        <translation>מתבצעת התחברות לעמיתים…</translation>
    </message>
    <message>
        <source>Catching up...</source>
        <translation>מתבצע עדכון…</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>שגיאה: %1</translation>
    </message>
    <message>
        <source>Date: %1
</source>
        <translation>תאריך: %1
</translation>
    </message>
    <message>
        <source>Amount: %1
</source>
        <translation>כמות: %1
</translation>
    </message>
    <message>
        <source>Wallet: %1
</source>
        <translation>ארנק: %1
</translation>
    </message>
    <message>
        <source>Type: %1
</source>
        <translation>סוג: %1
</translation>
    </message>
    <message>
        <source>Label: %1
</source>
        <translation>תווית: %1
</translation>
    </message>
    <message>
        <source>Address: %1
</source>
        <translation>כתובת: %1
</translation>
    </message>
    <message>
        <source>Sent transaction</source>
        <translation>העברת שליחה</translation>
    </message>
    <message>
        <source>Incoming transaction</source>
        <translation>העברת קבלה</translation>
    </message>
    <message>
        <source>HD key generation is &lt;b&gt;enabled&lt;/b&gt;</source>
        <translation>ייצור מפתחות HD &lt;b&gt;מופעל&lt;/b&gt;</translation>
    </message>
    <message>
        <source>HD key generation is &lt;b&gt;disabled&lt;/b&gt;</source>
        <translation>ייצור מפתחות HD &lt;b&gt;כבוי&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Private key &lt;b&gt;disabled&lt;/b&gt;</source>
        <translation>מפתח פרטי &lt;b&gt;נוטרל&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Wallet is &lt;b&gt;encrypted&lt;/b&gt; and currently &lt;b&gt;unlocked&lt;/b&gt;</source>
        <translation>הארנק &lt;b&gt;מוצפן&lt;/b&gt; ו&lt;b&gt;פתוח&lt;/b&gt; כרגע</translation>
    </message>
    <message>
        <source>Wallet is &lt;b&gt;encrypted&lt;/b&gt; and currently &lt;b&gt;locked&lt;/b&gt;</source>
        <translation>הארנק &lt;b&gt;מוצפן&lt;/b&gt; ו&lt;b&gt;נעול&lt;/b&gt; כרגע</translation>
    </message>
    <message>
        <source>A fatal error occurred. Feathercoin can no longer continue safely and will quit.</source>
        <translation>אירעה שגיאה חמורה. אין אפשרות להשתמש עוד בביטקוין באופן מאובטח והיישום ייסגר.</translation>
    </message>
</context>
<context>
    <name>CoinControlDialog</name>
    <message>
        <source>Coin Selection</source>
        <translation>בחירת מטבע</translation>
    </message>
    <message>
        <source>Quantity:</source>
        <translation>כמות:</translation>
    </message>
    <message>
        <source>Bytes:</source>
        <translation>בתים:</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>סכום:</translation>
    </message>
    <message>
        <source>Fee:</source>
        <translation>עמלה:</translation>
    </message>
    <message>
        <source>Dust:</source>
        <translation>אבק:</translation>
    </message>
    <message>
        <source>After Fee:</source>
        <translation>לאחר עמלה:</translation>
    </message>
    <message>
        <source>Change:</source>
        <translation>עודף:</translation>
    </message>
    <message>
        <source>(un)select all</source>
        <translation>ביטול/אישור הבחירה</translation>
    </message>
    <message>
        <source>Tree mode</source>
        <translation>מצב עץ</translation>
    </message>
    <message>
        <source>List mode</source>
        <translation>מצב רשימה</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>כמות</translation>
    </message>
    <message>
        <source>Received with label</source>
        <translation>התקבל עם תווית</translation>
    </message>
    <message>
        <source>Received with address</source>
        <translation>התקבל עם כתובת</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>תאריך</translation>
    </message>
    <message>
        <source>Confirmations</source>
        <translation>אישורים</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>מאושר</translation>
    </message>
    <message>
        <source>Copy address</source>
        <translation>העתקת הכתובת</translation>
    </message>
    <message>
        <source>Copy label</source>
        <translation>העתקת התווית</translation>
    </message>
    <message>
        <source>Copy amount</source>
        <translation>העתקת הסכום</translation>
    </message>
    <message>
        <source>Copy transaction ID</source>
        <translation>העתקת מזהה ההעברה</translation>
    </message>
    <message>
        <source>Lock unspent</source>
        <translation>נעילת יתרה</translation>
    </message>
    <message>
        <source>Unlock unspent</source>
        <translation>פתיחת יתרה</translation>
    </message>
    <message>
        <source>Copy quantity</source>
        <translation>העתקת הכמות</translation>
    </message>
    <message>
        <source>Copy fee</source>
        <translation>העתקת העמלה</translation>
    </message>
    <message>
        <source>Copy after fee</source>
        <translation>העתקה אחרי העמלה</translation>
    </message>
    <message>
        <source>Copy bytes</source>
        <translation>העתקת בתים</translation>
    </message>
    <message>
        <source>Copy dust</source>
        <translation>העתקת אבק</translation>
    </message>
    <message>
        <source>Copy change</source>
        <translation>העתקת השינוי</translation>
    </message>
    <message>
        <source>(%1 locked)</source>
        <translation>(%1 נעולים)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>כן</translation>
    </message>
    <message>
        <source>no</source>
        <translation>לא</translation>
    </message>
    <message>
        <source>This label turns red if any recipient receives an amount smaller than the current dust threshold.</source>
        <translation>תווית זו הופכת לאדומה אם מישהו מהנמענים מקבל סכום נמוך יותר מסף האבק הנוכחי.</translation>
    </message>
    <message>
        <source>Can vary +/- %1 satoshi(s) per input.</source>
        <translation>יכול להשתנות במגמה של +/- %1 סנטושי לקלט.</translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation>(ללא תווית)</translation>
    </message>
    <message>
        <source>change from %1 (%2)</source>
        <translation>עודף מ־%1 (%2)</translation>
    </message>
    <message>
        <source>(change)</source>
        <translation>(עודף)</translation>
    </message>
</context>
<context>
    <name>CreateWalletActivity</name>
    </context>
<context>
    <name>CreateWalletDialog</name>
    </context>
<context>
    <name>EditAddressDialog</name>
    <message>
        <source>Edit Address</source>
        <translation>עריכת כתובת</translation>
    </message>
    <message>
        <source>&amp;Label</source>
        <translation>ת&amp;ווית</translation>
    </message>
    <message>
        <source>The label associated with this address list entry</source>
        <translation>התווית המשויכת לרשומה הזו ברשימת הכתובות</translation>
    </message>
    <message>
        <source>The address associated with this address list entry. This can only be modified for sending addresses.</source>
        <translation>הכתובת המשויכת עם רשומה זו ברשימת הכתובות. ניתן לשנות זאת רק עבור כתובות לשליחה.</translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <translation>&amp;כתובת</translation>
    </message>
    <message>
        <source>New sending address</source>
        <translation>כתובת שליחה חדשה</translation>
    </message>
    <message>
        <source>Edit receiving address</source>
        <translation>עריכת כתובת הקבלה</translation>
    </message>
    <message>
        <source>Edit sending address</source>
        <translation>עריכת כתובת השליחה</translation>
    </message>
    <message>
        <source>The entered address "%1" is not a valid Feathercoin address.</source>
        <translation>הכתובת שהוקלדה „%1” היא אינה כתובת ביטקוין תקנית.</translation>
    </message>
    <message>
        <source>Address "%1" already exists as a receiving address with label "%2" and so cannot be added as a sending address.</source>
        <translation>כתובת "%1" כבר קיימת ככתובת מקבלת עם תווית "%2" ולכן לא ניתן להוסיף אותה ככתובת שולחת</translation>
    </message>
    <message>
        <source>The entered address "%1" is already in the address book with label "%2".</source>
        <translation>הכתובת שהוכנסה "%1" כבר נמצאת בפנקס הכתובות עם התווית "%2".</translation>
    </message>
    <message>
        <source>Could not unlock wallet.</source>
        <translation>לא ניתן לשחרר את הארנק.</translation>
    </message>
    <message>
        <source>New key generation failed.</source>
        <translation>יצירת המפתח החדש נכשלה.</translation>
    </message>
</context>
<context>
    <name>FreespaceChecker</name>
    <message>
        <source>A new data directory will be created.</source>
        <translation>תיקיית נתונים חדשה תיווצר.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>שם</translation>
    </message>
    <message>
        <source>Directory already exists. Add %1 if you intend to create a new directory here.</source>
        <translation>התיקייה כבר קיימת. ניתן להוסיף %1 אם יש ליצור תיקייה חדשה כאן.</translation>
    </message>
    <message>
        <source>Path already exists, and is not a directory.</source>
        <translation>הנתיב כבר קיים ואינו מצביע על תיקייה.</translation>
    </message>
    <message>
        <source>Cannot create data directory here.</source>
        <translation>לא ניתן ליצור כאן תיקיית נתונים.</translation>
    </message>
</context>
<context>
    <name>HelpMessageDialog</name>
    <message>
        <source>version</source>
        <translation>גרסה</translation>
    </message>
    <message>
        <source>(%1-bit)</source>
        <translation>(%1-סיביות)</translation>
    </message>
    <message>
        <source>About %1</source>
        <translation>אודות %1</translation>
    </message>
    <message>
        <source>Command-line options</source>
        <translation>אפשרויות שורת פקודה</translation>
    </message>
</context>
<context>
    <name>Intro</name>
    <message>
        <source>Welcome</source>
        <translation>ברוך בואך</translation>
    </message>
    <message>
        <source>Welcome to %1.</source>
        <translation>ברוך בואך אל %1.</translation>
    </message>
    <message>
        <source>As this is the first time the program is launched, you can choose where %1 will store its data.</source>
        <translation>כיוון שזו ההפעלה הראשונה של התכנית, ניתן לבחור היכן יאוחסן המידע של %1.</translation>
    </message>
    <message>
        <source>When you click OK, %1 will begin to download and process the full %4 block chain (%2GB) starting with the earliest transactions in %3 when %4 initially launched.</source>
        <translation>בעת לחיצה על אישור, %1 יחל בהורדה ועיבוד מלאים של שרשרת המקטעים %4 (%2 ג״ב) החל מההעברות הראשונות ב־%3 עם ההשקה הראשונית של %4.</translation>
    </message>
    <message>
        <source>This initial synchronisation is very demanding, and may expose hardware problems with your computer that had previously gone unnoticed. Each time you run %1, it will continue downloading where it left off.</source>
        <translation>הסינכרון הראשוני הוא תובעני ועלול לחשוף בעיות חומרה במחשב שהיו חבויות עד כה. כל פעם שתריץ %1 התהליך ימשיך בהורדה מהנקודה שבה הוא עצר לאחרונה.</translation>
    </message>
    <message>
        <source>If you have chosen to limit block chain storage (pruning), the historical data must still be downloaded and processed, but will be deleted afterward to keep your disk usage low.</source>
        <translation>אם בחרת להגביל את שטח האחרון לשרשרת, עדיין נדרש מידע היסטורי להורדה ועיבוד אך המידע ההיסטורי יימחק לאחר מכן כדי לשמור על צריכת שטח האחסון בדיסק נמוכה.</translation>
    </message>
    <message>
        <source>Use the default data directory</source>
        <translation>שימוש בבררת המחדל של תיקיית הנתונים.</translation>
    </message>
    <message>
        <source>Use a custom data directory:</source>
        <translation>שימוש בתיקיית נתונים מותאמת אישית:</translation>
    </message>
    <message>
        <source>Feathercoin</source>
        <translation>ביטקוין</translation>
    </message>
    <message>
        <source>At least %1 GB of data will be stored in this directory, and it will grow over time.</source>
        <translation>מידע בנפח של לפחות %1 ג׳יגה-בייט יאוחסן בתיקייה זו, והוא יגדל עם הזמן.</translation>
    </message>
    <message>
        <source>Approximately %1 GB of data will be stored in this directory.</source>
        <translation>מידע בנפח של כ-%1 ג׳יגה-בייט יאוחסן בתיקייה זו.</translation>
    </message>
    <message>
        <source>%1 will download and store a copy of the Feathercoin block chain.</source>
        <translation>%1 תוריד ותאחסן עותק של שרשרת הבלוקים של ביטקוין.</translation>
    </message>
    <message>
        <source>The wallet will also be stored in this directory.</source>
        <translation>הארנק גם מאוחסן בתיקייה הזו.</translation>
    </message>
    <message>
        <source>Error: Specified data directory "%1" cannot be created.</source>
        <translation>שגיאה: לא ניתן ליצור את תיקיית הנתונים שצוינה „%1“.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>שגיאה</translation>
    </message>
    <message numerus="yes">
        <source>%n GB of free space available</source>
        <translation><numerusform>ג״ב של מקום פנוי זמין</numerusform><numerusform>%n ג״ב של מקום פנוי זמינים</numerusform><numerusform>%n ג״ב של מקום פנוי זמינים</numerusform><numerusform>%n ג״ב של מקום פנוי זמינים</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>(of %n GB needed)</source>
        <translation><numerusform>(מתוך %n ג״ב נדרשים)</numerusform><numerusform>(מתוך %n ג״ב נדרשים)</numerusform><numerusform>(מתוך %n ג״ב נדרשים)</numerusform><numerusform>(מתוך %n ג״ב נדרשים)</numerusform></translation>
    </message>
    </context>
<context>
    <name>ModalOverlay</name>
    <message>
        <source>Form</source>
        <translation>טופס</translation>
    </message>
    <message>
        <source>Recent transactions may not yet be visible, and therefore your wallet's balance might be incorrect. This information will be correct once your wallet has finished synchronizing with the feathercoin network, as detailed below.</source>
        <translation>ייתכן שהעברות שבוצעו לאחרונה לא יופיעו עדיין, ולכן המאזן בארנק שלך יהיה שגוי. המידע הנכון יוצג במלואו כאשר הארנק שלך יסיים להסתנכרן עם רשת הביטקוין, כמפורט למטה.</translation>
    </message>
    <message>
        <source>Attempting to spend feathercoins that are affected by not-yet-displayed transactions will not be accepted by the network.</source>
        <translation>הרשת תסרב לקבל הוצאת ביטקוינים במידה והם כבר נמצאים בהעברות אשר לא מוצגות עדיין.</translation>
    </message>
    <message>
        <source>Number of blocks left</source>
        <translation>מספר מקטעים שנותרו</translation>
    </message>
    <message>
        <source>Unknown...</source>
        <translation>לא ידוע...</translation>
    </message>
    <message>
        <source>Last block time</source>
        <translation>זמן המקטע האחרון</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>התקדמות</translation>
    </message>
    <message>
        <source>Progress increase per hour</source>
        <translation>התקדמות לפי שעה</translation>
    </message>
    <message>
        <source>calculating...</source>
        <translation>נערך חישוב…</translation>
    </message>
    <message>
        <source>Estimated time left until synced</source>
        <translation>הזמן המוערך שנותר עד הסנכרון</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>הסתר</translation>
    </message>
    <message>
        <source>Unknown. Syncing Headers (%1, %2%)...</source>
        <translation>לא ידוע. סינכרון כותרות (%1, %2%)...</translation>
    </message>
</context>
<context>
    <name>OpenURIDialog</name>
    <message>
        <source>Open URI</source>
        <translation>פתיחת כתובת משאב</translation>
    </message>
    <message>
        <source>Open payment request from URI or file</source>
        <translation>פתיחת בקשת תשלום מכתובת משאב או מקובץ</translation>
    </message>
    <message>
        <source>URI:</source>
        <translation>כתובת משאב:</translation>
    </message>
    <message>
        <source>Select payment request file</source>
        <translation>בחירת קובץ בקשת תשלום</translation>
    </message>
    <message>
        <source>Select payment request file to open</source>
        <translation>בחירת קובץ בקשת תשלום לפתיחה</translation>
    </message>
</context>
<context>
    <name>OpenWalletActivity</name>
    <message>
        <source>default wallet</source>
        <translation>ארנק בררת מחדל</translation>
    </message>
    <message>
        <source>Opening Wallet &lt;b&gt;%1&lt;/b&gt;...</source>
        <translation>פותח ארנק&lt;b&gt;%1&lt;/b&gt;...</translation>
    </message>
</context>
<context>
    <name>OptionsDialog</name>
    <message>
        <source>Options</source>
        <translation>אפשרויות</translation>
    </message>
    <message>
        <source>&amp;Main</source>
        <translation>&amp;ראשי</translation>
    </message>
    <message>
        <source>Automatically start %1 after logging in to the system.</source>
        <translation>להפעיל את %1 אוטומטית לאחר הכניסה למערכת.</translation>
    </message>
    <message>
        <source>&amp;Start %1 on system login</source>
        <translation>ה&amp;פעלת %1 עם הכניסה למערכת</translation>
    </message>
    <message>
        <source>Size of &amp;database cache</source>
        <translation>גודל מ&amp;טמון מסד הנתונים</translation>
    </message>
    <message>
        <source>Number of script &amp;verification threads</source>
        <translation>מספר תהליכי ה&amp;אימות של הסקריפט</translation>
    </message>
    <message>
        <source>IP address of the proxy (e.g. IPv4: 127.0.0.1 / IPv6: ::1)</source>
        <translation>כתובת ה־IP של המתווך (לדוגמה IPv4: 127.0.0.1‏ / IPv6: ::1)</translation>
    </message>
    <message>
        <source>Shows if the supplied default SOCKS5 proxy is used to reach peers via this network type.</source>
        <translation>מראה אם פרוקסי SOCKS5 המסופק כבררת מחדל משמש להתקשרות עם עמיתים באמצעות סוג רשת זה.</translation>
    </message>
    <message>
        <source>Use separate SOCKS&amp;5 proxy to reach peers via Tor hidden services:</source>
        <translation>השתמשו בפרוקסי SOCKS&amp;5 נפרד כדי להתקשר עם עמיתים באמצעות שירותים חבויים ברשת Tor:</translation>
    </message>
    <message>
        <source>Hide the icon from the system tray.</source>
        <translation>הסתר את סמל מגש המערכת</translation>
    </message>
    <message>
        <source>&amp;Hide tray icon</source>
        <translation>&amp;הסתרת צלמית מגירה</translation>
    </message>
    <message>
        <source>Minimize instead of exit the application when the window is closed. When this option is enabled, the application will be closed only after selecting Exit in the menu.</source>
        <translation>מזער ואל תצא מהאפליקציה עם סגירת החלון. כאשר אפשרות זו דלוקה, האפליקציה תיסגר רק בבחירת ״יציאה״ בתפריט.</translation>
    </message>
    <message>
        <source>Third party URLs (e.g. a block explorer) that appear in the transactions tab as context menu items. %s in the URL is replaced by transaction hash. Multiple URLs are separated by vertical bar |.</source>
        <translation>כתובות צד־שלישי (כגון: סייר מקטעים) שמופיעים בלשונית ההעברות בתור פריטים בתפריט ההקשר. %s בכתובת מוחלף בגיבוב ההעברה. מספר כתובות יופרדו בפס אנכי |.</translation>
    </message>
    <message>
        <source>Open the %1 configuration file from the working directory.</source>
        <translation>פתיחת קובץ התצורה של %1 מתיקיית העבודה.</translation>
    </message>
    <message>
        <source>Open Configuration File</source>
        <translation>פתיחת קובץ ההגדרות</translation>
    </message>
    <message>
        <source>Reset all client options to default.</source>
        <translation>איפוס כל אפשרויות התכנית לבררת המחדל.</translation>
    </message>
    <message>
        <source>&amp;Reset Options</source>
        <translation>&amp;איפוס אפשרויות</translation>
    </message>
    <message>
        <source>&amp;Network</source>
        <translation>&amp;רשת</translation>
    </message>
    <message>
        <source>Disables some advanced features but all blocks will still be fully validated. Reverting this setting requires re-downloading the entire blockchain. Actual disk usage may be somewhat higher.</source>
        <translation>משבית מספר תכונות מתקדמות אבל כל הבלוקים עדיין יעברו אימות מלא. שינוי של הגדרה זו מצריך הורדה מחדש של הבלוקצ'יין. נצילות הדיסק עלולה לעלות.</translation>
    </message>
    <message>
        <source>Prune &amp;block storage to</source>
        <translation>יש לגזום את &amp;מאגר הבלוקים אל</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>ג״ב</translation>
    </message>
    <message>
        <source>Reverting this setting requires re-downloading the entire blockchain.</source>
        <translation>שינוי הגדרה זו מצריך הורדה מחדש של הבלוקצ'יין</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>(0 = auto, &lt;0 = leave that many cores free)</source>
        <translation>(0 = אוטומטי, &lt;0 = להשאיר כזאת כמות של ליבות חופשיות)</translation>
    </message>
    <message>
        <source>W&amp;allet</source>
        <translation>&amp;ארנק</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>מומחה</translation>
    </message>
    <message>
        <source>Enable coin &amp;control features</source>
        <translation>הפעלת תכונות &amp;בקרת מטבעות</translation>
    </message>
    <message>
        <source>If you disable the spending of unconfirmed change, the change from a transaction cannot be used until that transaction has at least one confirmation. This also affects how your balance is computed.</source>
        <translation>אם אפשרות ההשקעה של עודף בלתי מאושר תנוטרל, לא ניתן יהיה להשתמש בעודף מההעברה עד שלהעברה יהיה לפחות אישור אחד. פעולה זו גם משפיעה על חישוב המאזן שלך.</translation>
    </message>
    <message>
        <source>&amp;Spend unconfirmed change</source>
        <translation>עודף &amp;בלתי מאושר מההשקעה</translation>
    </message>
    <message>
        <source>Automatically open the Feathercoin client port on the router. This only works when your router supports UPnP and it is enabled.</source>
        <translation>פתיחת הפתחה של ביטקוין בנתב באופן אוטומטי. עובד רק אם UPnP מופעל ונתמך בנתב.</translation>
    </message>
    <message>
        <source>Map port using &amp;UPnP</source>
        <translation>מיפוי פתחה באמצעות UPnP</translation>
    </message>
    <message>
        <source>Accept connections from outside.</source>
        <translation>אשר חיבורים חיצוניים</translation>
    </message>
    <message>
        <source>Allow incomin&amp;g connections</source>
        <translation>לאפשר חיבורים &amp;נכנסים</translation>
    </message>
    <message>
        <source>Connect to the Feathercoin network through a SOCKS5 proxy.</source>
        <translation>התחבר לרשת הביטקוין דרך פרוקסי SOCKS5.</translation>
    </message>
    <message>
        <source>&amp;Connect through SOCKS5 proxy (default proxy):</source>
        <translation>להתחבר &amp;דרך מתווך SOCKS5 (מתווך בררת מחדל):</translation>
    </message>
    <message>
        <source>Proxy &amp;IP:</source>
        <translation>כתובת ה־IP של המ&amp;תווך:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;פתחה:</translation>
    </message>
    <message>
        <source>Port of the proxy (e.g. 9050)</source>
        <translation>הפתחה של המתווך (למשל 9050)</translation>
    </message>
    <message>
        <source>Used for reaching peers via:</source>
        <translation>עבור הגעה לעמיתים דרך:</translation>
    </message>
    <message>
        <source>IPv4</source>
        <translation>IPv4</translation>
    </message>
    <message>
        <source>IPv6</source>
        <translation>IPv6</translation>
    </message>
    <message>
        <source>Tor</source>
        <translation>Tor</translation>
    </message>
    <message>
        <source>Connect to the Feathercoin network through a separate SOCKS5 proxy for Tor hidden services.</source>
        <translation>התחברות לרשת ביטקוין דרך מתווך SOCKS5 נפרד לשירותי Tor נסתרים.</translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation>&amp;חלון</translation>
    </message>
    <message>
        <source>Show only a tray icon after minimizing the window.</source>
        <translation>הצג סמל מגש בלבד לאחר מזעור החלון.</translation>
    </message>
    <message>
        <source>&amp;Minimize to the tray instead of the taskbar</source>
        <translation>מ&amp;זעור למגש במקום לשורת המשימות</translation>
    </message>
    <message>
        <source>M&amp;inimize on close</source>
        <translation>מ&amp;זעור עם סגירה</translation>
    </message>
    <message>
        <source>&amp;Display</source>
        <translation>ת&amp;צוגה</translation>
    </message>
    <message>
        <source>User Interface &amp;language:</source>
        <translation>&amp;שפת מנשק המשתמש:</translation>
    </message>
    <message>
        <source>The user interface language can be set here. This setting will take effect after restarting %1.</source>
        <translation>ניתן להגדיר כאן את שפת מנשק המשתמש. הגדרה זו תיכנס לתוקף לאחר הפעלה של %1 מחדש.</translation>
    </message>
    <message>
        <source>&amp;Unit to show amounts in:</source>
        <translation>י&amp;חידת מידה להצגת כמויות:</translation>
    </message>
    <message>
        <source>Choose the default subdivision unit to show in the interface and when sending coins.</source>
        <translation>ניתן לבחור את בררת המחדל ליחידת החלוקה שתוצג במנשק ובעת שליחת מטבעות.</translation>
    </message>
    <message>
        <source>Whether to show coin control features or not.</source>
        <translation>האם להציג תכונות שליטת מטבע או לא.</translation>
    </message>
    <message>
        <source>&amp;Third party transaction URLs</source>
        <translation>&amp;כתובות אינטרנט של עסקאות צד שלישי</translation>
    </message>
    <message>
        <source>Options set in this dialog are overridden by the command line or in the configuration file:</source>
        <translation>אפשרויות שמוגדרות בדיאלוג הזה נדרסות ע"י שורת הפקודה או קובץ הקונפיגורציה</translation>
    </message>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;אישור</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;ביטול</translation>
    </message>
    <message>
        <source>default</source>
        <translation>בררת מחדל</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ללא</translation>
    </message>
    <message>
        <source>Confirm options reset</source>
        <translation>אישור איפוס האפשרויות</translation>
    </message>
    <message>
        <source>Client restart required to activate changes.</source>
        <translation>נדרשת הפעלה מחדש של הלקוח כדי להפעיל את השינויים.</translation>
    </message>
    <message>
        <source>Client will be shut down. Do you want to proceed?</source>
        <translation>הלקוח יכבה. להמשיך?</translation>
    </message>
    <message>
        <source>Configuration options</source>
        <translation>אפשרויות להגדרה</translation>
    </message>
    <message>
        <source>The configuration file is used to specify advanced user options which override GUI settings. Additionally, any command-line options will override this configuration file.</source>
        <translation>בקובץ ההגדרות ניתן לציין אפשרויות מתקדמות אשר יקבלו עדיפות על ההגדרות בממשק הגרפי. כמו כן, אפשרויות בשורת הפקודה יקבלו עדיפות על קובץ ההגדרות.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>שגיאה</translation>
    </message>
    <message>
        <source>The configuration file could not be opened.</source>
        <translation>לא ניתן לפתוח את קובץ ההגדרות</translation>
    </message>
    <message>
        <source>This change would require a client restart.</source>
        <translation>שינוי זה ידרוש הפעלה מחדש של תכנית הלקוח.</translation>
    </message>
    <message>
        <source>The supplied proxy address is invalid.</source>
        <translation>כתובת המתווך שסופקה אינה תקינה.</translation>
    </message>
</context>
<context>
    <name>OverviewPage</name>
    <message>
        <source>Form</source>
        <translation>טופס</translation>
    </message>
    <message>
        <source>The displayed information may be out of date. Your wallet automatically synchronizes with the Feathercoin network after a connection is established, but this process has not completed yet.</source>
        <translation>המידע המוצג עשוי להיות מיושן. הארנק שלך מסתנכרן באופן אוטומטי עם רשת הביטקוין לאחר יצירת החיבור, אך התהליך טרם הסתיים.</translation>
    </message>
    <message>
        <source>Watch-only:</source>
        <translation>צפייה בלבד:</translation>
    </message>
    <message>
        <source>Available:</source>
        <translation>זמין:</translation>
    </message>
    <message>
        <source>Your current spendable balance</source>
        <translation>היתרה הזמינה הנוכחית</translation>
    </message>
    <message>
        <source>Pending:</source>
        <translation>בהמתנה:</translation>
    </message>
    <message>
        <source>Total of transactions that have yet to be confirmed, and do not yet count toward the spendable balance</source>
        <translation>הסכום הכולל של העברות שטרם אושרו ועדיין אינן נספרות בחישוב היתרה הזמינה</translation>
    </message>
    <message>
        <source>Immature:</source>
        <translation>לא בשל:</translation>
    </message>
    <message>
        <source>Mined balance that has not yet matured</source>
        <translation>מאזן שנכרה וטרם הבשיל</translation>
    </message>
    <message>
        <source>Balances</source>
        <translation>מאזנים</translation>
    </message>
    <message>
        <source>Total:</source>
        <translation>סך הכול:</translation>
    </message>
    <message>
        <source>Your current total balance</source>
        <translation>סך כל היתרה הנוכחית שלך</translation>
    </message>
    <message>
        <source>Your current balance in watch-only addresses</source>
        <translation>המאזן הנוכחי שלך בכתובות לקריאה בלבד</translation>
    </message>
    <message>
        <source>Spendable:</source>
        <translation>ניתנים לבזבוז</translation>
    </message>
    <message>
        <source>Recent transactions</source>
        <translation>העברות אחרונות</translation>
    </message>
    <message>
        <source>Unconfirmed transactions to watch-only addresses</source>
        <translation>העברות בלתי מאושרות לכתובות לצפייה בלבד</translation>
    </message>
    <message>
        <source>Mined balance in watch-only addresses that has not yet matured</source>
        <translation>מאזן לאחר כרייה בכתובות לצפייה בלבד שעדיין לא הבשילו</translation>
    </message>
    <message>
        <source>Current total balance in watch-only addresses</source>
        <translation>המאזן הכולל הנוכחי בכתובות לצפייה בלבד</translation>
    </message>
</context>
<context>
    <name>PaymentServer</name>
    <message>
        <source>Payment request error</source>
        <translation>שגיאת בקשת תשלום</translation>
    </message>
    <message>
        <source>Cannot start feathercoin: click-to-pay handler</source>
        <translation>לא ניתן להפעיל את המקשר feathercoin: click-to-pay</translation>
    </message>
    <message>
        <source>URI handling</source>
        <translation>טיפול בכתובות</translation>
    </message>
    <message>
        <source>'feathercoin://' is not a valid URI. Use 'feathercoin:' instead.</source>
        <translation>'//:feathercoin' אינה כתובת URI תקינה. השתמשו במקום ב ':feathercoin'.</translation>
    </message>
    <message>
        <source>You are using a BIP70 URL which will be unsupported in the future.</source>
        <translation>אתם משתמשים בכתובת אינטרנט BIP70 אשר לא תתמך בעתיד</translation>
    </message>
    <message>
        <source>Payment request fetch URL is invalid: %1</source>
        <translation>כתובת ה URL של בקשת התשלום אינה תקינה : %1</translation>
    </message>
    <message>
        <source>Cannot process payment request because BIP70 support was not compiled in.</source>
        <translation>אין אפשרות לבצע עיבוד בקשת תשלום כיון שהתמיכה ב BIP70 אינה כלולה בקוד.</translation>
    </message>
    <message>
        <source>Invalid payment address %1</source>
        <translation>כתובת תשלום שגויה %1</translation>
    </message>
    <message>
        <source>URI cannot be parsed! This can be caused by an invalid Feathercoin address or malformed URI parameters.</source>
        <translation>לא ניתן לנתח את כתובת המשאב! מצב זה יכול לקרות עקב כתובת ביטקוין שגויה או פרמטרים שגויים בכתובת המשאב.</translation>
    </message>
    <message>
        <source>Payment request file handling</source>
        <translation>טיפול בקבצי בקשות תשלום</translation>
    </message>
    <message>
        <source>Payment request file cannot be read! This can be caused by an invalid payment request file.</source>
        <translation>לא ניתן לקרוא את קובץ בקשת התשלום! מצב כזה יכול לקרות בעקבות קובץ בקשת תשלום פגום.</translation>
    </message>
    <message>
        <source>Payment request rejected</source>
        <translation>בקשת התשלום נדחתה</translation>
    </message>
    <message>
        <source>Payment request network doesn't match client network.</source>
        <translation>רשת בקשת התשלום אינה תואמת לרשת הלקוח.</translation>
    </message>
    <message>
        <source>Payment request expired.</source>
        <translation>בקשת התשלום פגה.</translation>
    </message>
    <message>
        <source>Payment request is not initialized.</source>
        <translation>בקשת התשלום לא הופעלה.</translation>
    </message>
    <message>
        <source>Unverified payment requests to custom payment scripts are unsupported.</source>
        <translation>בקשות תשלום לתסריטי תשלום מותאמים אישית שלא עברו וידוא אינן נתמכות.</translation>
    </message>
    <message>
        <source>Invalid payment request.</source>
        <translation>בקשת תשלום שגויה.</translation>
    </message>
    <message>
        <source>Requested payment amount of %1 is too small (considered dust).</source>
        <translation>הסכום על סך %1 הנדרש לתשלום קטן מדי (נחשב לאבק)</translation>
    </message>
    <message>
        <source>Refund from %1</source>
        <translation>זיכוי מאת %1</translation>
    </message>
    <message>
        <source>Payment request %1 is too large (%2 bytes, allowed %3 bytes).</source>
        <translation>בקשת התשלום %1 גדולה מדי (%2 בתים, מורשה %3 בתים).</translation>
    </message>
    <message>
        <source>Error communicating with %1: %2</source>
        <translation>שגיאה בעת יצירת קשר עם %1:‏ %2</translation>
    </message>
    <message>
        <source>Payment request cannot be parsed!</source>
        <translation>לא ניתן לפענח את בקשת התשלום!</translation>
    </message>
    <message>
        <source>Bad response from server %1</source>
        <translation>תגובה שגויה מהשרת %1</translation>
    </message>
    <message>
        <source>Network request error</source>
        <translation>שגיאת בקשת רשת</translation>
    </message>
    <message>
        <source>Payment acknowledged</source>
        <translation>התשלום אושר</translation>
    </message>
</context>
<context>
    <name>PeerTableModel</name>
    <message>
        <source>User Agent</source>
        <translation>סוכן משתמש</translation>
    </message>
    <message>
        <source>Node/Service</source>
        <translation>צומת/שירות</translation>
    </message>
    <message>
        <source>NodeId</source>
        <translation>מזהה צומת</translation>
    </message>
    <message>
        <source>Ping</source>
        <translation>פינג</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>נשלחו</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>התקבלו</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Amount</source>
        <translation>כמות</translation>
    </message>
    <message>
        <source>Enter a Feathercoin address (e.g. %1)</source>
        <translation>נא להזין כתובת ביטקוין (למשל: %1)</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 ימים</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 שעות</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 דקות</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 שניות</translation>
    </message>
    <message>
        <source>None</source>
        <translation>ללא</translation>
    </message>
    <message>
        <source>N/A</source>
        <translation>לא זמין</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 מילישניות</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation><numerusform>שנייה אחת</numerusform><numerusform>%n שניות</numerusform><numerusform>%n שניות</numerusform><numerusform>%n שניות</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation><numerusform>דקה אחת</numerusform><numerusform>%n דקות</numerusform><numerusform>%n דקות</numerusform><numerusform>%n דקות</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation><numerusform>שעה אחת</numerusform><numerusform>%n שעות</numerusform><numerusform>%n שעות</numerusform><numerusform>%n שעות</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation><numerusform>יום אחד</numerusform><numerusform>%n ימים</numerusform><numerusform>%n ימים</numerusform><numerusform>%n ימים</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n week(s)</source>
        <translation><numerusform>שבוע אחד</numerusform><numerusform>%n שבועות</numerusform><numerusform>%n שבועות</numerusform><numerusform>%n שבועות</numerusform></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 ו%2</translation>
    </message>
    <message numerus="yes">
        <source>%n year(s)</source>
        <translation><numerusform>שנה אחת</numerusform><numerusform>%n שנים</numerusform><numerusform>%n שנים</numerusform><numerusform>%n שנים</numerusform></translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 ב׳</translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1 ק״ב</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 מ״ב</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 ג״ב</translation>
    </message>
    <message>
        <source>Error: Specified data directory "%1" does not exist.</source>
        <translation>שגיאה: תיקיית הנתונים שצוינה „%1” אינה קיימת.</translation>
    </message>
    <message>
        <source>Error: Cannot parse configuration file: %1.</source>
        <translation>שגיאה: כשל בפענוח קובץ הקונפיגורציה: %1.</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>שגיאה: %1</translation>
    </message>
    <message>
        <source>%1 didn't yet exit safely...</source>
        <translation>הסגירה של %1 לא הושלמה בהצלחה עדיין…</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>לא ידוע</translation>
    </message>
</context>
<context>
    <name>QRImageWidget</name>
    <message>
        <source>&amp;Save Image...</source>
        <translation>&amp;שמירת תמונה…</translation>
    </message>
    <message>
        <source>&amp;Copy Image</source>
        <translation>העתקת ת&amp;מונה</translation>
    </message>
    <message>
        <source>Resulting URI too long, try to reduce the text for label / message.</source>
        <translation>הכתובת שנוצרה ארוכה מדי, כדאי לנסות לקצר את הטקסט של התווית / הודעה.</translation>
    </message>
    <message>
        <source>Error encoding URI into QR Code.</source>
        <translation>שגיאה בקידוד ה URI לברקוד.</translation>
    </message>
    <message>
        <source>Save QR Code</source>
        <translation>שמירת קוד QR</translation>
    </message>
    <message>
        <source>PNG Image (*.png)</source>
        <translation>תמונת PNG (‏‎*.png)</translation>
    </message>
</context>
<context>
    <name>RPCConsole</name>
    <message>
        <source>N/A</source>
        <translation>לא זמין</translation>
    </message>
    <message>
        <source>Client version</source>
        <translation>גרסה</translation>
    </message>
    <message>
        <source>&amp;Information</source>
        <translation>מי&amp;דע</translation>
    </message>
    <message>
        <source>Debug window</source>
        <translation>חלון ניפוי</translation>
    </message>
    <message>
        <source>General</source>
        <translation>כללי</translation>
    </message>
    <message>
        <source>Using BerkeleyDB version</source>
        <translation>גרסת BerkeleyDB</translation>
    </message>
    <message>
        <source>Datadir</source>
        <translation>Datadir</translation>
    </message>
    <message>
        <source>To specify a non-default location of the data directory use the '%1' option.</source>
        <translation>כדי לשנות את מיקום תיקית הנתונים יש להשתמש באופצית '%1' .</translation>
    </message>
    <message>
        <source>Blocksdir</source>
        <translation>Blocksdir</translation>
    </message>
    <message>
        <source>To specify a non-default location of the blocks directory use the '%1' option.</source>
        <translation>כדי לשנות את מיקום תיקית הבלוקים יש להשתמש באופצית '%1' .</translation>
    </message>
    <message>
        <source>Startup time</source>
        <translation>זמן עלייה</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>רשת</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>שם</translation>
    </message>
    <message>
        <source>Number of connections</source>
        <translation>מספר חיבורים</translation>
    </message>
    <message>
        <source>Block chain</source>
        <translation>שרשרת מקטעים</translation>
    </message>
    <message>
        <source>Current number of blocks</source>
        <translation>מספר המקטעים הנוכחי</translation>
    </message>
    <message>
        <source>Memory Pool</source>
        <translation>מאגר זכרון</translation>
    </message>
    <message>
        <source>Current number of transactions</source>
        <translation>מספר עסקאות נוכחי</translation>
    </message>
    <message>
        <source>Memory usage</source>
        <translation>ניצול זכרון</translation>
    </message>
    <message>
        <source>Wallet: </source>
        <translation>ארנק:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(אין)</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;איפוס</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>התקבלו</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>נשלחו</translation>
    </message>
    <message>
        <source>&amp;Peers</source>
        <translation>&amp;עמיתים</translation>
    </message>
    <message>
        <source>Banned peers</source>
        <translation>משתמשים חסומים</translation>
    </message>
    <message>
        <source>Select a peer to view detailed information.</source>
        <translation>נא לבחור בעמית כדי להציג מידע מפורט.</translation>
    </message>
    <message>
        <source>Whitelisted</source>
        <translation>ברשימה הלבנה</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>כיוון</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>גרסה</translation>
    </message>
    <message>
        <source>Starting Block</source>
        <translation>בלוק התחלה</translation>
    </message>
    <message>
        <source>Synced Headers</source>
        <translation>כותרות עדכניות</translation>
    </message>
    <message>
        <source>Synced Blocks</source>
        <translation>בלוקים מסונכרנים</translation>
    </message>
    <message>
        <source>User Agent</source>
        <translation>סוכן משתמש</translation>
    </message>
    <message>
        <source>Open the %1 debug log file from the current data directory. This can take a few seconds for large log files.</source>
        <translation>פתחו את לוג ניפוי השגיאות ה%1 מתיקיית הנתונים הנוכחית. עבור קבצי לוג גדולים ייתכן זמן המתנה של מספר שניות.</translation>
    </message>
    <message>
        <source>Decrease font size</source>
        <translation>הקטן גודל גופן</translation>
    </message>
    <message>
        <source>Increase font size</source>
        <translation>הגדל גודל גופן</translation>
    </message>
    <message>
        <source>Services</source>
        <translation>שירותים</translation>
    </message>
    <message>
        <source>Ban Score</source>
        <translation>דירוג חסימה</translation>
    </message>
    <message>
        <source>Connection Time</source>
        <translation>זמן החיבור</translation>
    </message>
    <message>
        <source>Last Send</source>
        <translation>שליחה אחרונה</translation>
    </message>
    <message>
        <source>Last Receive</source>
        <translation>קבלה אחרונה</translation>
    </message>
    <message>
        <source>Ping Time</source>
        <translation>זמן המענה</translation>
    </message>
    <message>
        <source>The duration of a currently outstanding ping.</source>
        <translation>משך הפינג הבולט הנוכחי</translation>
    </message>
    <message>
        <source>Ping Wait</source>
        <translation>פינג</translation>
    </message>
    <message>
        <source>Min Ping</source>
        <translation>פינג מינימלי</translation>
    </message>
    <message>
        <source>Time Offset</source>
        <translation>הפרש זמן</translation>
    </message>
    <message>
        <source>Last block time</source>
        <translation>זמן המקטע האחרון</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;פתיחה</translation>
    </message>
    <message>
        <source>&amp;Console</source>
        <translation>מ&amp;סוף בקרה</translation>
    </message>
    <message>
        <source>&amp;Network Traffic</source>
        <translation>&amp;תעבורת רשת</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>סכומים</translation>
    </message>
    <message>
        <source>In:</source>
        <translation>נכנס:</translation>
    </message>
    <message>
        <source>Out:</source>
        <translation>יוצא:</translation>
    </message>
    <message>
        <source>Debug log file</source>
        <translation>קובץ יומן ניפוי</translation>
    </message>
    <message>
        <source>Clear console</source>
        <translation>ניקוי מסוף הבקרה</translation>
    </message>
    <message>
        <source>1 &amp;hour</source>
        <translation>&amp;שעה אחת</translation>
    </message>
    <message>
        <source>1 &amp;day</source>
        <translation>&amp;יום אחד</translation>
    </message>
    <message>
        <source>1 &amp;week</source>
        <translation>ש&amp;בוע אחד</translation>
    </message>
    <message>
        <source>1 &amp;year</source>
        <translation>ש&amp;נה אחת</translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation>&amp;ניתוק</translation>
    </message>
    <message>
        <source>Ban for</source>
        <translation>חסימה למשך</translation>
    </message>
    <message>
        <source>&amp;Unban</source>
        <translation>&amp;שחרור חסימה</translation>
    </message>
    <message>
        <source>Welcome to the %1 RPC console.</source>
        <translation>ברוך בואך למסוף ה־RPC של %1.</translation>
    </message>
    <message>
        <source>Use up and down arrows to navigate history, and %1 to clear screen.</source>
        <translation>יש להשתמש בחצים למעלה ומלטה כדי לנווט בהסיטוריה וב־%1 כדי לנקות את המסך.</translation>
    </message>
    <message>
        <source>Type %1 for an overview of available commands.</source>
        <translation>הקלידו %1 לקבלת סקירה של הפקודות הזמינות.</translation>
    </message>
    <message>
        <source>For more information on using this console type %1.</source>
        <translation>למידע נוסף על שימוש במסוף בקרה מסוג זה %1.</translation>
    </message>
    <message>
        <source>WARNING: Scammers have been active, telling users to type commands here, stealing their wallet contents. Do not use this console without fully understanding the ramifications of a command.</source>
        <translation>אזהרה! ישנם רמאים הנוהגים לשכנע משתמשים להקליד פקודות כאן ועל ידי כך לגנוב את תכולת הארנק שלהם. אל תשתמש במסוף הבקרה מבלי שאתה מבין באופן מלא את המשמעות של הפקודה!</translation>
    </message>
    <message>
        <source>Network activity disabled</source>
        <translation>פעילות הרשת נוטרלה</translation>
    </message>
    <message>
        <source>Executing command without any wallet</source>
        <translation>מבצע פקודה ללא כל ארנק</translation>
    </message>
    <message>
        <source>Executing command using "%1" wallet</source>
        <translation>מבצע פקודה באמצעות ארנק "%1" </translation>
    </message>
    <message>
        <source>(node id: %1)</source>
        <translation>(node id: %1)</translation>
    </message>
    <message>
        <source>via %1</source>
        <translation>דרך %1</translation>
    </message>
    <message>
        <source>never</source>
        <translation>לעולם לא</translation>
    </message>
    <message>
        <source>Inbound</source>
        <translation>תעבורה נכנסת</translation>
    </message>
    <message>
        <source>Outbound</source>
        <translation>תעבורה יוצאת</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>כן</translation>
    </message>
    <message>
        <source>No</source>
        <translation>לא</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>לא ידוע</translation>
    </message>
</context>
<context>
    <name>ReceiveCoinsDialog</name>
    <message>
        <source>&amp;Amount:</source>
        <translation>&amp;סכום:</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>ת&amp;ווית:</translation>
    </message>
    <message>
        <source>&amp;Message:</source>
        <translation>הו&amp;דעה:</translation>
    </message>
    <message>
        <source>An optional message to attach to the payment request, which will be displayed when the request is opened. Note: The message will not be sent with the payment over the Feathercoin network.</source>
        <translation>הודעת רשות לצירוף לבקשת התשלום שתוצג בעת פתיחת הבקשה. לתשומת לבך: ההודעה לא תישלח עם התשלום ברשת ביטקוין.</translation>
    </message>
    <message>
        <source>An optional label to associate with the new receiving address.</source>
        <translation>תווית רשות לשיוך עם כתובת הקבלה החדשה.</translation>
    </message>
    <message>
        <source>Use this form to request payments. All fields are &lt;b&gt;optional&lt;/b&gt;.</source>
        <translation>יש להשתמש בטופס זה כדי לבקש תשלומים. כל השדות הם בגדר &lt;b&gt;רשות&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>An optional amount to request. Leave this empty or zero to not request a specific amount.</source>
        <translation>סכום כרשות לבקשה. ניתן להשאיר זאת ריק כדי לא לבקש סכום מסוים.</translation>
    </message>
    <message>
        <source>Clear all fields of the form.</source>
        <translation>ניקוי של כל השדות בטופס.</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>ניקוי</translation>
    </message>
    <message>
        <source>Native segwit addresses (aka Bech32 or BIP-173) reduce your transaction fees later on and offer better protection against typos, but old wallets don't support them. When unchecked, an address compatible with older wallets will be created instead.</source>
        <translation>כתובות segwit טבעיות (כלומר Bech32 או BIP-173) מפחיתות את עמלת העסקה שלכם בהמשך ומציעות הגנה נגד שגיאות כתיב, אך ארנקים ישנים לא תומכים בהן. אם לא סומן, כתובת תאימה לארנקים ישנים תיווצר במקום.</translation>
    </message>
    <message>
        <source>Generate native segwit (Bech32) address</source>
        <translation>הפקת כתובת segwit טבעית (Bech32)</translation>
    </message>
    <message>
        <source>Requested payments history</source>
        <translation>היסטוריית בקשות תשלום</translation>
    </message>
    <message>
        <source>Show the selected request (does the same as double clicking an entry)</source>
        <translation>הצגת בקשות נבחרות (דומה ללחיצה כפולה על רשומה)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>הצגה</translation>
    </message>
    <message>
        <source>Remove the selected entries from the list</source>
        <translation>הסרת הרשומות הנבחרות מהרשימה</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>הסרה</translation>
    </message>
    <message>
        <source>Copy URI</source>
        <translation>העתקת כתובת</translation>
    </message>
    <message>
        <source>Copy label</source>
        <translation>העתקת התווית</translation>
    </message>
    <message>
        <source>Copy message</source>
        <translation>העתקת הודעה</translation>
    </message>
    <message>
        <source>Copy amount</source>
        <translation>העתקת הסכום</translation>
    </message>
</context>
<context>
    <name>ReceiveRequestDialog</name>
    <message>
        <source>QR Code</source>
        <translation>קוד QR</translation>
    </message>
    <message>
        <source>Copy &amp;URI</source>
        <translation>העתקת &amp;כתובת משאב</translation>
    </message>
    <message>
        <source>Copy &amp;Address</source>
        <translation>העתקת &amp;כתובת</translation>
    </message>
    <message>
        <source>&amp;Save Image...</source>
        <translation>&amp;שמירת תמונה…</translation>
    </message>
    <message>
        <source>Request payment to %1</source>
        <translation>בקשת תשלום אל %1</translation>
    </message>
    <message>
        <source>Payment information</source>
        <translation>פרטי תשלום</translation>
    </message>
    <message>
        <source>URI</source>
        <translation>כתובת</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>כתובת</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>סכום</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>תוית</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>הודעה</translation>
    </message>
    <message>
        <source>Wallet</source>
        <translation>ארנק</translation>
    </message>
</context>
<context>
    <name>RecentRequestsTableModel</name>
    <message>
        <source>Date</source>
        <translation>תאריך</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>תוית</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>הודעה</translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation>(ללא תוית)</translation>
    </message>
    <message>
        <source>(no message)</source>
        <translation>(אין הודעה)</translation>
    </message>
    <message>
        <source>(no amount requested)</source>
        <translation>(לא התבקש סכום)</translation>
    </message>
    <message>
        <source>Requested</source>
        <translation>בקשה</translation>
    </message>
</context>
<context>
    <name>SendCoinsDialog</name>
    <message>
        <source>Send Coins</source>
        <translation>שליחת מטבעות</translation>
    </message>
    <message>
        <source>Coin Control Features</source>
        <translation>תכונות בקרת מטבעות</translation>
    </message>
    <message>
        <source>Inputs...</source>
        <translation>קלטים…</translation>
    </message>
    <message>
        <source>automatically selected</source>
        <translation>בבחירה אוטומטית</translation>
    </message>
    <message>
        <source>Insufficient funds!</source>
        <translation>אין מספיק כספים!</translation>
    </message>
    <message>
        <source>Quantity:</source>
        <translation>כמות:</translation>
    </message>
    <message>
        <source>Bytes:</source>
        <translation>בתים:</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>סכום:</translation>
    </message>
    <message>
        <source>Fee:</source>
        <translation>עמלה:</translation>
    </message>
    <message>
        <source>After Fee:</source>
        <translation>לאחר עמלה:</translation>
    </message>
    <message>
        <source>Change:</source>
        <translation>עודף:</translation>
    </message>
    <message>
        <source>If this is activated, but the change address is empty or invalid, change will be sent to a newly generated address.</source>
        <translation>אם אפשרות זו מופעלת אך כתובת העודף ריקה או שגויה, העודף יישלח לכתובת חדשה שתיווצר.</translation>
    </message>
    <message>
        <source>Custom change address</source>
        <translation>כתובת לעודף מותאמת אישית</translation>
    </message>
    <message>
        <source>Transaction Fee:</source>
        <translation>עמלת העברה:</translation>
    </message>
    <message>
        <source>Choose...</source>
        <translation>בחר...</translation>
    </message>
    <message>
        <source>Using the fallbackfee can result in sending a transaction that will take several hours or days (or never) to confirm. Consider choosing your fee manually or wait until you have validated the complete chain.</source>
        <translation>שימוש בעמלת בררת המחדל עלול לגרום לשליחת עסקה שתכלל בבלוק עוד מספר שעות או ימים (או לעולם לא). נא שקלו בחירה ידנית של העמלה או המתינו לאימות מלא של הבלוקצ'יין.</translation>
    </message>
    <message>
        <source>Warning: Fee estimation is currently not possible.</source>
        <translation>אזהרה</translation>
    </message>
    <message>
        <source>collapse fee-settings</source>
        <translation>צמצום הגדרות עמלה</translation>
    </message>
    <message>
        <source>Specify a custom fee per kB (1,000 bytes) of the transaction's virtual size.

Note:  Since the fee is calculated on a per-byte basis, a fee of "100 satoshis per kB" for a transaction size of 500 bytes (half of 1 kB) would ultimately yield a fee of only 50 satoshis.</source>
        <translation>ציינו עמלה מותאמת אישית פר קילובייט (1000 בתים) של הגודל הוירטואלי של העסקה.

לתשומת לבכם: מאחר והעמלה מחושבת על בסיס פר-בית, עמלה של "100 סטושי פר קילובייט" עבור עסקה בגודל 500 בתים (חצי קילובייט) תפיק בסופו של דבר עמלה של 50 סטושי בלבד.</translation>
    </message>
    <message>
        <source>per kilobyte</source>
        <translation>עבור קילו-בית</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>הסתר</translation>
    </message>
    <message>
        <source>Recommended:</source>
        <translation>מומלץ:</translation>
    </message>
    <message>
        <source>Custom:</source>
        <translation>מותאם אישית:</translation>
    </message>
    <message>
        <source>(Smart fee not initialized yet. This usually takes a few blocks...)</source>
        <translation>(שירות עמלה חכמה לא אותחל עדיין. יש להמתין מספר בלוקים...)</translation>
    </message>
    <message>
        <source>Send to multiple recipients at once</source>
        <translation>שליחה למספר מוטבים בו־זמנית</translation>
    </message>
    <message>
        <source>Add &amp;Recipient</source>
        <translation>הוספת &amp;מוטב</translation>
    </message>
    <message>
        <source>Clear all fields of the form.</source>
        <translation>ניקוי של כל השדות בטופס.</translation>
    </message>
    <message>
        <source>Dust:</source>
        <translation>אבק:</translation>
    </message>
    <message>
        <source>When there is less transaction volume than space in the blocks, miners as well as relaying nodes may enforce a minimum fee. Paying only this minimum fee is just fine, but be aware that this can result in a never confirming transaction once there is more demand for feathercoin transactions than the network can process.</source>
        <translation>כאשר יש פחות נפח עסקאות מאשר מקום בבלוק, כורים וכן צמתות מקשרות יכולות להכתיב עמלות מינימום. התשלום של עמלת מינימום הנו תקין, אך יש לקחת בחשבון שהדבר יכול לגרום לעסקה שלא תאושר ברגע שיש יותר ביקוש לעסקאות ביטקוין מאשר הרשת יכולה לעבד.</translation>
    </message>
    <message>
        <source>A too low fee might result in a never confirming transaction (read the tooltip)</source>
        <translation>עמלה נמוכה מדי עלולה לגרום לכך שהעסקה לעולם לא תאושר (ניתן לקרוא על כך ב tooltip)</translation>
    </message>
    <message>
        <source>Confirmation time target:</source>
        <translation>זמן לקבלת אישור:</translation>
    </message>
    <message>
        <source>Enable Replace-By-Fee</source>
        <translation>אפשר ״החלפה-על ידי עמלה״</translation>
    </message>
    <message>
        <source>With Replace-By-Fee (BIP-125) you can increase a transaction's fee after it is sent. Without this, a higher fee may be recommended to compensate for increased transaction delay risk.</source>
        <translation>באמצעות עמלה-ניתנת-לשינוי (BIP-125) תוכלו להגדיל עמלת עסקה גם לאחר שליחתה. ללא אפשרות זו, עמלה גבוהה יותר יכולה להיות מומלצת כדי להקטין את הסיכון בעיכוב אישור העסקה.</translation>
    </message>
    <message>
        <source>Clear &amp;All</source>
        <translation>&amp;ניקוי הכול</translation>
    </message>
    <message>
        <source>Balance:</source>
        <translation>מאזן:</translation>
    </message>
    <message>
        <source>Confirm the send action</source>
        <translation>אישור פעולת השליחה</translation>
    </message>
    <message>
        <source>S&amp;end</source>
        <translation>&amp;שליחה</translation>
    </message>
    <message>
        <source>Copy quantity</source>
        <translation>העתקת הכמות</translation>
    </message>
    <message>
        <source>Copy amount</source>
        <translation>העתקת הסכום</translation>
    </message>
    <message>
        <source>Copy fee</source>
        <translation>העתקת העמלה</translation>
    </message>
    <message>
        <source>Copy after fee</source>
        <translation>העתקה אחרי העמלה</translation>
    </message>
    <message>
        <source>Copy bytes</source>
        <translation>העתקת בתים</translation>
    </message>
    <message>
        <source>Copy dust</source>
        <translation>העתקת אבק</translation>
    </message>
    <message>
        <source>Copy change</source>
        <translation>העתקת השינוי</translation>
    </message>
    <message>
        <source>%1 (%2 blocks)</source>
        <translation>%1 (%2 בלוקים)</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 ל %2</translation>
    </message>
    <message>
        <source>Are you sure you want to send?</source>
        <translation>לשלוח?</translation>
    </message>
    <message>
        <source>or</source>
        <translation>או</translation>
    </message>
    <message>
        <source>You can increase the fee later (signals Replace-By-Fee, BIP-125).</source>
        <translation>תוכלו להגדיל את העמלה מאוחר יותר (איתות Replace-By-Fee, BIP-125).</translation>
    </message>
    <message>
        <source>Please, review your transaction.</source>
        <translation>אנא עברו שוב על העסקה שלכם.</translation>
    </message>
    <message>
        <source>Transaction fee</source>
        <translation>עמלת העברה</translation>
    </message>
    <message>
        <source>Not signalling Replace-By-Fee, BIP-125.</source>
        <translation>לא משדר Replace-By-Fee, BIP-125.</translation>
    </message>
    <message>
        <source>Total Amount</source>
        <translation>סכום כולל</translation>
    </message>
    <message>
        <source>Confirm send coins</source>
        <translation>אימות שליחת מטבעות</translation>
    </message>
    <message>
        <source>The recipient address is not valid. Please recheck.</source>
        <translation>כתובת הנמען שגויה. נא לבדוק שוב.</translation>
    </message>
    <message>
        <source>The amount to pay must be larger than 0.</source>
        <translation>הסכום לתשלום צריך להיות גדול מ־0.</translation>
    </message>
    <message>
        <source>The amount exceeds your balance.</source>
        <translation>הסכום חורג מהמאזן שלך.</translation>
    </message>
    <message>
        <source>The total exceeds your balance when the %1 transaction fee is included.</source>
        <translation>הסכום גבוה מהמאזן שלכם לאחר כלילת עמלת עסקה  %1.</translation>
    </message>
    <message>
        <source>Duplicate address found: addresses should only be used once each.</source>
        <translation>נמצאה כתובת כפולה: יש להשתמש בכל כתובת פעם אחת בלבד.</translation>
    </message>
    <message>
        <source>Transaction creation failed!</source>
        <translation>יצירת ההעברה נכשלה!</translation>
    </message>
    <message>
        <source>The transaction was rejected with the following reason: %1</source>
        <translation>ההעברה נדחתה מהסיבות הבאות: %1</translation>
    </message>
    <message>
        <source>A fee higher than %1 is considered an absurdly high fee.</source>
        <translation>עמלה מעל לסכום של %1 נחשבת לעמלה גבוהה באופן מוגזם.</translation>
    </message>
    <message>
        <source>Payment request expired.</source>
        <translation>בקשת התשלום פגה.</translation>
    </message>
    <message numerus="yes">
        <source>Estimated to begin confirmation within %n block(s).</source>
        <translation><numerusform>האמדן לתחילת ביצוע אימות בתוך בלוק %n </numerusform><numerusform>האמדן לתחילת ביצוע אימות בתוך %n בלוקים</numerusform><numerusform>האמדן לתחילת ביצוע אימות בתוך %n בלוקים</numerusform><numerusform>C.</numerusform></translation>
    </message>
    <message>
        <source>Warning: Invalid Feathercoin address</source>
        <translation>אזהרה: כתובת ביטקיון שגויה</translation>
    </message>
    <message>
        <source>Warning: Unknown change address</source>
        <translation>אזהרה: כתובת החלפה בלתי ידועה</translation>
    </message>
    <message>
        <source>Confirm custom change address</source>
        <translation>אימות כתובת החלפה בהתאמה אישית</translation>
    </message>
    <message>
        <source>The address you selected for change is not part of this wallet. Any or all funds in your wallet may be sent to this address. Are you sure?</source>
        <translation>הכתובת שבחרת עבור ההחלפה אינה חלק מארנק זה. כל ההסכום שבארנק שלך עשוי להישלח לכתובת זו. מקובל עליך?</translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation>(ללא תווית)</translation>
    </message>
</context>
<context>
    <name>SendCoinsEntry</name>
    <message>
        <source>A&amp;mount:</source>
        <translation>&amp;כמות:</translation>
    </message>
    <message>
        <source>Pay &amp;To:</source>
        <translation>לשלם ל&amp;טובת:</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>ת&amp;ווית:</translation>
    </message>
    <message>
        <source>Choose previously used address</source>
        <translation>בחירת כתובת שהייתה בשימוש</translation>
    </message>
    <message>
        <source>This is a normal payment.</source>
        <translation>זהו תשלום רגיל.</translation>
    </message>
    <message>
        <source>The Feathercoin address to send the payment to</source>
        <translation>כתובת הביטקוין של המוטב</translation>
    </message>
    <message>
        <source>Alt+A</source>
        <translation>Alt+A</translation>
    </message>
    <message>
        <source>Paste address from clipboard</source>
        <translation>הדבקת כתובת מלוח הגזירים</translation>
    </message>
    <message>
        <source>Alt+P</source>
        <translation>Alt+P</translation>
    </message>
    <message>
        <source>Remove this entry</source>
        <translation>הסרת רשומה זו</translation>
    </message>
    <message>
        <source>The fee will be deducted from the amount being sent. The recipient will receive less feathercoins than you enter in the amount field. If multiple recipients are selected, the fee is split equally.</source>
        <translation>העמלה תנוכה מהסכום שנשלח. הנמען יקבל פחות ביטקוינים ממה שהזנת בשדה הסכום. אם נבחרו מספר נמענים, העמלה תחולק באופן שווה.</translation>
    </message>
    <message>
        <source>S&amp;ubtract fee from amount</source>
        <translation>ה&amp;חסרת העמלה מהסכום</translation>
    </message>
    <message>
        <source>Use available balance</source>
        <translation>השתמש בכלל היתרה</translation>
    </message>
    <message>
        <source>Message:</source>
        <translation>הודעה:</translation>
    </message>
    <message>
        <source>This is an unauthenticated payment request.</source>
        <translation>זוהי בקשת תשלום לא מאומתת.</translation>
    </message>
    <message>
        <source>This is an authenticated payment request.</source>
        <translation>זוהי בקשה מאומתת לתשלום.</translation>
    </message>
    <message>
        <source>Enter a label for this address to add it to the list of used addresses</source>
        <translation>יש להזין תווית עבור כתובת זו כדי להוסיף אותה לרשימת הכתובות בשימוש</translation>
    </message>
    <message>
        <source>A message that was attached to the feathercoin: URI which will be stored with the transaction for your reference. Note: This message will not be sent over the Feathercoin network.</source>
        <translation>הודעה שצורפה לביטקוין: כתובת שתאוחסן בהעברה לצורך מעקב מצדך. לתשומת לבך: הודעה זו לא תישלח ברשת הביטקוין.</translation>
    </message>
    <message>
        <source>Pay To:</source>
        <translation>תשלום לטובת:</translation>
    </message>
    <message>
        <source>Memo:</source>
        <translation>תזכורת:</translation>
    </message>
    <message>
        <source>Enter a label for this address to add it to your address book</source>
        <translation>נא להזין תווית לכתובת זו כדי להוסיף אותה לספר הכתובות שלך</translation>
    </message>
</context>
<context>
    <name>SendConfirmationDialog</name>
    <message>
        <source>Yes</source>
        <translation>כן</translation>
    </message>
</context>
<context>
    <name>ShutdownWindow</name>
    <message>
        <source>%1 is shutting down...</source>
        <translation>%1 בתהליך כיבוי...</translation>
    </message>
    <message>
        <source>Do not shut down the computer until this window disappears.</source>
        <translation>אין לכבות את המחשב עד שחלון זה נעלם.</translation>
    </message>
</context>
<context>
    <name>SignVerifyMessageDialog</name>
    <message>
        <source>Signatures - Sign / Verify a Message</source>
        <translation>חתימות - חתימה או אימות של הודעה</translation>
    </message>
    <message>
        <source>&amp;Sign Message</source>
        <translation>חתימה על הו&amp;דעה</translation>
    </message>
    <message>
        <source>You can sign messages/agreements with your addresses to prove you can receive feathercoins sent to them. Be careful not to sign anything vague or random, as phishing attacks may try to trick you into signing your identity over to them. Only sign fully-detailed statements you agree to.</source>
        <translation>באפשרותך לחתום על הודעות/הסכמים באמצעות הכתובות שלך, כדי להוכיח שאתה יכול לקבל את הביטקוינים הנשלחים אליהן. היזהר לא לחתום על תוכן עמום או אקראי, מכיוון שתקיפות פישינג עשויות לנסות לגנוב את הזהות שלך. חתום רק על הצהרות מפורטות שאתה מסכים להן.</translation>
    </message>
    <message>
        <source>The Feathercoin address to sign the message with</source>
        <translation>כתובת הביטקוין אתה לחתום אתה את ההודעה</translation>
    </message>
    <message>
        <source>Choose previously used address</source>
        <translation>בחירת כתובת שהייתה בשימוש</translation>
    </message>
    <message>
        <source>Alt+A</source>
        <translation>Alt+A</translation>
    </message>
    <message>
        <source>Paste address from clipboard</source>
        <translation>הדבקת כתובת מלוח הגזירים</translation>
    </message>
    <message>
        <source>Alt+P</source>
        <translation>Alt+P</translation>
    </message>
    <message>
        <source>Enter the message you want to sign here</source>
        <translation>יש להוסיף כאן את ההודעה עליה לחתום</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>חתימה</translation>
    </message>
    <message>
        <source>Copy the current signature to the system clipboard</source>
        <translation>העתקת החתימה הנוכחית ללוח הגזירים</translation>
    </message>
    <message>
        <source>Sign the message to prove you own this Feathercoin address</source>
        <translation>ניתן לחתום על ההודעה כדי להוכיח שכתובת הביטקוין הזו בבעלותך.</translation>
    </message>
    <message>
        <source>Sign &amp;Message</source>
        <translation>&amp;חתימה על הודעה</translation>
    </message>
    <message>
        <source>Reset all sign message fields</source>
        <translation>איפוס כל שדות החתימה על הודעה</translation>
    </message>
    <message>
        <source>Clear &amp;All</source>
        <translation>&amp;ניקוי הכול</translation>
    </message>
    <message>
        <source>&amp;Verify Message</source>
        <translation>&amp;אימות הודעה</translation>
    </message>
    <message>
        <source>Enter the receiver's address, message (ensure you copy line breaks, spaces, tabs, etc. exactly) and signature below to verify the message. Be careful not to read more into the signature than what is in the signed message itself, to avoid being tricked by a man-in-the-middle attack. Note that this only proves the signing party receives with the address, it cannot prove sendership of any transaction!</source>
        <translation>יש להזין את כתובת הנמען, ההודעה (נא לוודא שמעתיקים במדויק את תווי קפיצות השורה, רווחים, טאבים וכדומה). והחותימה מתחת אשר מאמתת את ההודעה. יש להזהר שלא לקרוא לתוך החתימה יותר מאשר בהודעה החתומה עצמה, כדי להמנע מניצול לרעה של המתווך שבדרך. יש לשים לב שהדגר רק מוכיח שהצד החותם מקבל עם הכתובת. הדבר אינו מוכיח משלוח כלשהו של עיסקה!</translation>
    </message>
    <message>
        <source>The Feathercoin address the message was signed with</source>
        <translation>כתובת הביטקוין שאתה נחתמה ההודעה</translation>
    </message>
    <message>
        <source>Verify the message to ensure it was signed with the specified Feathercoin address</source>
        <translation>ניתן לאמת את ההודעה כדי להבטיח שהיא נחתמה עם כתובת הביטקוין הנתונה</translation>
    </message>
    <message>
        <source>Verify &amp;Message</source>
        <translation>&amp;אימות הודעה</translation>
    </message>
    <message>
        <source>Reset all verify message fields</source>
        <translation>איפוס כל שדות אימות ההודעה</translation>
    </message>
    <message>
        <source>Click "Sign Message" to generate signature</source>
        <translation>יש ללחוץ על „חתימת ההודעה“ כדי לייצר חתימה</translation>
    </message>
    <message>
        <source>The entered address is invalid.</source>
        <translation>הכתובת שהוזנה שגויה.</translation>
    </message>
    <message>
        <source>Please check the address and try again.</source>
        <translation>נא לבדוק את הכתובת ולנסות שוב.</translation>
    </message>
    <message>
        <source>The entered address does not refer to a key.</source>
        <translation>הכתובת שהוזנה לא מתייחסת למפתח.</translation>
    </message>
    <message>
        <source>Wallet unlock was cancelled.</source>
        <translation>שחרור הארנק בוטל.</translation>
    </message>
    <message>
        <source>Private key for the entered address is not available.</source>
        <translation>המפתח הפרטי לכתובת שהוכנסה אינו זמין.</translation>
    </message>
    <message>
        <source>Message signing failed.</source>
        <translation>חתימת ההודעה נכשלה.</translation>
    </message>
    <message>
        <source>Message signed.</source>
        <translation>ההודעה נחתמה.</translation>
    </message>
    <message>
        <source>The signature could not be decoded.</source>
        <translation>לא ניתן לפענח את החתימה.</translation>
    </message>
    <message>
        <source>Please check the signature and try again.</source>
        <translation>נא לבדוק את החתימה ולנסות שוב.</translation>
    </message>
    <message>
        <source>The signature did not match the message digest.</source>
        <translation>החתימה לא תואמת את תקציר ההודעה.</translation>
    </message>
    <message>
        <source>Message verification failed.</source>
        <translation>וידוא ההודעה נכשל.</translation>
    </message>
    <message>
        <source>Message verified.</source>
        <translation>ההודעה עברה וידוא.</translation>
    </message>
</context>
<context>
    <name>TrafficGraphWidget</name>
    <message>
        <source>KB/s</source>
        <translation>ק״ב/ש׳</translation>
    </message>
</context>
<context>
    <name>TransactionDesc</name>
    <message numerus="yes">
        <source>Open for %n more block(s)</source>
        <translation><numerusform>פתוח עבור בלוק %n  נוסף </numerusform><numerusform>פתוח עבור %n בלוקים נוספים</numerusform><numerusform>פתוח עבור %n בלוקים נוספים</numerusform><numerusform>פתוח עבור  %n בלוקים נוספים</numerusform></translation>
    </message>
    <message>
        <source>Open until %1</source>
        <translation>פתוחה עד %1</translation>
    </message>
    <message>
        <source>conflicted with a transaction with %1 confirmations</source>
        <translation>ישנה סתירה עם עסקה שעברה %1 אימותים</translation>
    </message>
    <message>
        <source>0/unconfirmed, %1</source>
        <translation>0/לא מאומתים, %1</translation>
    </message>
    <message>
        <source>in memory pool</source>
        <translation>במאגר הזיכרון</translation>
    </message>
    <message>
        <source>not in memory pool</source>
        <translation>לא במאגר הזיכרון</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>ננטש</translation>
    </message>
    <message>
        <source>%1/unconfirmed</source>
        <translation>%1/לא מאומתים</translation>
    </message>
    <message>
        <source>%1 confirmations</source>
        <translation>%1 אימותים</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>מצב</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>תאריך</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>מקור</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>נוצר</translation>
    </message>
    <message>
        <source>From</source>
        <translation>מאת</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>לא ידוע</translation>
    </message>
    <message>
        <source>To</source>
        <translation>אל</translation>
    </message>
    <message>
        <source>own address</source>
        <translation>כתובת עצמית</translation>
    </message>
    <message>
        <source>watch-only</source>
        <translation>צפייה בלבד</translation>
    </message>
    <message>
        <source>label</source>
        <translation>תווית</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>אשראי</translation>
    </message>
    <message numerus="yes">
        <source>matures in %n more block(s)</source>
        <translation><numerusform>הבשלה בעוד בלוק %n</numerusform><numerusform>הבשלה בעוד %n בלוקים</numerusform><numerusform>הבשלה בעוד %n בלוקים</numerusform><numerusform>הבשלה בעוד %n בלוקים</numerusform></translation>
    </message>
    <message>
        <source>not accepted</source>
        <translation>לא התקבל</translation>
    </message>
    <message>
        <source>Debit</source>
        <translation>חיוב</translation>
    </message>
    <message>
        <source>Total debit</source>
        <translation>חיוב כולל</translation>
    </message>
    <message>
        <source>Total credit</source>
        <translation>אשראי כול</translation>
    </message>
    <message>
        <source>Transaction fee</source>
        <translation>עמלת העברה</translation>
    </message>
    <message>
        <source>Net amount</source>
        <translation>סכום נטו</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>הודעה</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>הערה</translation>
    </message>
    <message>
        <source>Transaction ID</source>
        <translation>מזהה העברה</translation>
    </message>
    <message>
        <source>Transaction total size</source>
        <translation>גודל ההעברה הכללי</translation>
    </message>
    <message>
        <source>Transaction virtual size</source>
        <translation>גודל וירטואלי של עסקה</translation>
    </message>
    <message>
        <source>Output index</source>
        <translation>מפתח פלט</translation>
    </message>
    <message>
        <source>Merchant</source>
        <translation>סוחר</translation>
    </message>
    <message>
        <source>Generated coins must mature %1 blocks before they can be spent. When you generated this block, it was broadcast to the network to be added to the block chain. If it fails to get into the chain, its state will change to "not accepted" and it won't be spendable. This may occasionally happen if another node generates a block within a few seconds of yours.</source>
        <translation>מטבעות מופקים חייבים להבשיל במשך %1 בלוקים לפני שניתן לבזבזם. כשהפקתם בלוק זה, הבלוק שודר לרשת לצורך הוספה לבלוקצ'יין. אם הבלוק לא יתווסף לבלוקצ'יין, מצב הבלוק ישונה ל "לא התקבל" ולא יהיה ניתן לבזבזו. מצב זה עלול לקרות כאשר שרת ביטקוין אחר מפיק בלוק בהפרש של כמה שניות משלכם.</translation>
    </message>
    <message>
        <source>Debug information</source>
        <translation>פרטי ניפוי שגיאות</translation>
    </message>
    <message>
        <source>Transaction</source>
        <translation>העברה</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>אמצעי קלט</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>סכום</translation>
    </message>
    <message>
        <source>true</source>
        <translation>אמת</translation>
    </message>
    <message>
        <source>false</source>
        <translation>שקר</translation>
    </message>
</context>
<context>
    <name>TransactionDescDialog</name>
    <message>
        <source>This pane shows a detailed description of the transaction</source>
        <translation>חלונית זו מציגה תיאור מפורט של ההעברה</translation>
    </message>
    <message>
        <source>Details for %1</source>
        <translation>פרטים עבור %1</translation>
    </message>
</context>
<context>
    <name>TransactionTableModel</name>
    <message>
        <source>Date</source>
        <translation>תאריך</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>סוג</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>תוית</translation>
    </message>
    <message numerus="yes">
        <source>Open for %n more block(s)</source>
        <translation><numerusform>פתוחה למשך בלוק אחד נוסף</numerusform><numerusform>פתוחה למשך %n בלוקים נוספים</numerusform><numerusform>פתוחה למשך %n בלוקים נוספים</numerusform><numerusform>פתוחה למשך %n בלוקים נוספים</numerusform></translation>
    </message>
    <message>
        <source>Open until %1</source>
        <translation>פתוחה עד %1</translation>
    </message>
    <message>
        <source>Unconfirmed</source>
        <translation>לא מאושרת</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>ננטש</translation>
    </message>
    <message>
        <source>Confirming (%1 of %2 recommended confirmations)</source>
        <translation>באישור (%1 מתוך %2 אישורים מומלצים)</translation>
    </message>
    <message>
        <source>Confirmed (%1 confirmations)</source>
        <translation>מאושרת (%1 אישורים)</translation>
    </message>
    <message>
        <source>Conflicted</source>
        <translation>מתנגשת</translation>
    </message>
    <message>
        <source>Immature (%1 confirmations, will be available after %2)</source>
        <translation>צעירה (%1 אישורים, תהיה זמינה לאחר %2)</translation>
    </message>
    <message>
        <source>Generated but not accepted</source>
        <translation>הבלוק יוצר אך לא אושר</translation>
    </message>
    <message>
        <source>Received with</source>
        <translation>התקבל עם</translation>
    </message>
    <message>
        <source>Received from</source>
        <translation>התקבל מאת</translation>
    </message>
    <message>
        <source>Sent to</source>
        <translation>נשלח אל</translation>
    </message>
    <message>
        <source>Payment to yourself</source>
        <translation>תשלום לעצמך</translation>
    </message>
    <message>
        <source>Mined</source>
        <translation>נכרו</translation>
    </message>
    <message>
        <source>watch-only</source>
        <translation>צפייה בלבד</translation>
    </message>
    <message>
        <source>(n/a)</source>
        <translation>(לא זמין)</translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation>(ללא תוית)</translation>
    </message>
    <message>
        <source>Transaction status. Hover over this field to show number of confirmations.</source>
        <translation>מצב ההעברה. יש להמתין עם הסמן מעל שדה זה כדי לראות את מספר האישורים.</translation>
    </message>
    <message>
        <source>Date and time that the transaction was received.</source>
        <translation>התאריך והשעה בהם העברה זו התקבלה.</translation>
    </message>
    <message>
        <source>Type of transaction.</source>
        <translation>סוג ההעברה.</translation>
    </message>
    <message>
        <source>Whether or not a watch-only address is involved in this transaction.</source>
        <translation>האם כתובת לצפייה בלבד כלולה בעסקה זו.</translation>
    </message>
    <message>
        <source>User-defined intent/purpose of the transaction.</source>
        <translation>ייעוד/תכלית מגדר ע"י המשתמש של העסקה.</translation>
    </message>
    <message>
        <source>Amount removed from or added to balance.</source>
        <translation>סכום ירד או התווסף למאזן</translation>
    </message>
</context>
<context>
    <name>TransactionView</name>
    <message>
        <source>All</source>
        <translation>הכול</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>היום</translation>
    </message>
    <message>
        <source>This week</source>
        <translation>השבוע</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>החודש</translation>
    </message>
    <message>
        <source>Last month</source>
        <translation>חודש שעבר</translation>
    </message>
    <message>
        <source>This year</source>
        <translation>השנה הזאת</translation>
    </message>
    <message>
        <source>Range...</source>
        <translation>טווח…</translation>
    </message>
    <message>
        <source>Received with</source>
        <translation>התקבל עם</translation>
    </message>
    <message>
        <source>Sent to</source>
        <translation>נשלח אל</translation>
    </message>
    <message>
        <source>To yourself</source>
        <translation>לעצמך</translation>
    </message>
    <message>
        <source>Mined</source>
        <translation>נכרו</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>אחר</translation>
    </message>
    <message>
        <source>Enter address, transaction id, or label to search</source>
        <translation>הכנס כתובת, מזהה העברה, או תווית לחיפוש</translation>
    </message>
    <message>
        <source>Min amount</source>
        <translation>סכום מזערי</translation>
    </message>
    <message>
        <source>Abandon transaction</source>
        <translation>נטישת העברה</translation>
    </message>
    <message>
        <source>Increase transaction fee</source>
        <translation>הגדל עמלת העברה</translation>
    </message>
    <message>
        <source>Copy address</source>
        <translation>העתקת הכתובת</translation>
    </message>
    <message>
        <source>Copy label</source>
        <translation>העתקת התווית</translation>
    </message>
    <message>
        <source>Copy amount</source>
        <translation>העתקת הסכום</translation>
    </message>
    <message>
        <source>Copy transaction ID</source>
        <translation>העתקת מזהה ההעברה</translation>
    </message>
    <message>
        <source>Copy raw transaction</source>
        <translation>העתקת העברה גולמית</translation>
    </message>
    <message>
        <source>Copy full transaction details</source>
        <translation>העתקת פרטי ההעברה המלאים</translation>
    </message>
    <message>
        <source>Edit label</source>
        <translation>עריכת תווית</translation>
    </message>
    <message>
        <source>Show transaction details</source>
        <translation>הצגת פרטי העברה</translation>
    </message>
    <message>
        <source>Export Transaction History</source>
        <translation>יצוא היסטוריית העברה</translation>
    </message>
    <message>
        <source>Comma separated file (*.csv)</source>
        <translation>קובץ מופרד בפסיקים (‎*.csv)</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>מאושרת</translation>
    </message>
    <message>
        <source>Watch-only</source>
        <translation>צפייה בלבד</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>תאריך</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>סוג</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>תוית</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>כתובת</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>מזהה</translation>
    </message>
    <message>
        <source>Exporting Failed</source>
        <translation>יצוא נכשל</translation>
    </message>
    <message>
        <source>There was an error trying to save the transaction history to %1.</source>
        <translation>אירעה שגיאה בעת ניסיון שמירת היסטוריית ההעברות אל %1.</translation>
    </message>
    <message>
        <source>Exporting Successful</source>
        <translation>הייצוא נכשל</translation>
    </message>
    <message>
        <source>The transaction history was successfully saved to %1.</source>
        <translation>היסטוריית ההעברות נשמרה בהצלחה אל %1.</translation>
    </message>
    <message>
        <source>Range:</source>
        <translation>טווח:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>עד</translation>
    </message>
</context>
<context>
    <name>UnitDisplayStatusBarControl</name>
    <message>
        <source>Unit to show amounts in. Click to select another unit.</source>
        <translation>יחידת המידה להצגת הסכומים. יש ללחוץ כדי לבחור ביחידת מידה אחרת.</translation>
    </message>
</context>
<context>
    <name>WalletController</name>
    <message>
        <source>Close wallet</source>
        <translation>סגירת ארנק</translation>
    </message>
    <message>
        <source>Closing the wallet for too long can result in having to resync the entire chain if pruning is enabled.</source>
        <translation>סגירת הארנק למשך זמן רב מדי יכול לגרור את הצורך לסינכרון מחדש של כל השרשרת אם אופצית הגיזום אקטיבית.</translation>
    </message>
</context>
<context>
    <name>WalletFrame</name>
    <message>
        <source>No wallet has been loaded.</source>
        <translation>לא נטען ארנק.</translation>
    </message>
</context>
<context>
    <name>WalletModel</name>
    <message>
        <source>Send Coins</source>
        <translation>שליחת מטבעות</translation>
    </message>
    <message>
        <source>Fee bump error</source>
        <translation>נמצאה שגיאת סכום עמלה</translation>
    </message>
    <message>
        <source>Increasing transaction fee failed</source>
        <translation>כשל בהעלאת עמלת עסקה</translation>
    </message>
    <message>
        <source>Do you want to increase the fee?</source>
        <translation>להגדיל את העמלה?</translation>
    </message>
    <message>
        <source>Current fee:</source>
        <translation>העמלה הנוכחית:</translation>
    </message>
    <message>
        <source>Increase:</source>
        <translation>הגדלה:</translation>
    </message>
    <message>
        <source>New fee:</source>
        <translation>עמלה חדשה:</translation>
    </message>
    <message>
        <source>Confirm fee bump</source>
        <translation>אישור הקפצת עמלה</translation>
    </message>
    <message>
        <source>Can't sign transaction.</source>
        <translation>אי אפשר לחתום על ההעברה.</translation>
    </message>
    <message>
        <source>Could not commit transaction</source>
        <translation>שילוב העסקה נכשל</translation>
    </message>
    <message>
        <source>default wallet</source>
        <translation>ארנק בררת מחדל</translation>
    </message>
</context>
<context>
    <name>WalletView</name>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;יצוא</translation>
    </message>
    <message>
        <source>Export the data in the current tab to a file</source>
        <translation>יצוא הנתונים בלשונית הנוכחית לקובץ</translation>
    </message>
    <message>
        <source>Backup Wallet</source>
        <translation>גיבוי הארנק</translation>
    </message>
    <message>
        <source>Wallet Data (*.dat)</source>
        <translation>נתוני ארנק (‎*.dat)</translation>
    </message>
    <message>
        <source>Backup Failed</source>
        <translation>הגיבוי נכשל</translation>
    </message>
    <message>
        <source>There was an error trying to save the wallet data to %1.</source>
        <translation>אירעה שגיאה בעת הניסיון לשמור את נתוני הארנק אל %1.</translation>
    </message>
    <message>
        <source>Backup Successful</source>
        <translation>הגיבוי הצליח</translation>
    </message>
    <message>
        <source>The wallet data was successfully saved to %1.</source>
        <translation>נתוני הארנק נשמרו בהצלחה אל %1.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
</context>
<context>
    <name>bitcoin-core</name>
    <message>
        <source>Distributed under the MIT software license, see the accompanying file %s or %s</source>
        <translation>מופץ תחת רשיון התוכנה של MIT, ראה קובץ מלווה  %s או %s</translation>
    </message>
    <message>
        <source>Prune configured below the minimum of %d MiB.  Please use a higher number.</source>
        <translation>הגיזום הוגדר כפחות מהמינימום של  %d MiB. נא להשתמש במספר גבוה יותר.</translation>
    </message>
    <message>
        <source>Prune: last wallet synchronisation goes beyond pruned data. You need to -reindex (download the whole blockchain again in case of pruned node)</source>
        <translation>גיזום: הסינכרון האחרון של הארנק עובר את היקף הנתונים שנגזמו. יש לבצע חידוש אידקסציה (נא להוריד את כל שרשרת הבלוקים שוב במקרה של צומת מקוצצת)</translation>
    </message>
    <message>
        <source>Rescans are not possible in pruned mode. You will need to use -reindex which will download the whole blockchain again.</source>
        <translation>סריקה מחודשת אינה אפשרית בצומת מקוצצת. יש להשתמש באינדקסציה מחודשת reindex- אשר תוריד את כל שרשרת הבלוקים מחדש.</translation>
    </message>
    <message>
        <source>Error: A fatal internal error occurred, see debug.log for details</source>
        <translation>שגיאה: סניה קלמה קריטית פנימית קרטה, פנה ל debug.log לפרטים</translation>
    </message>
    <message>
        <source>Pruning blockstore...</source>
        <translation>מקצץ את ה blockstore...</translation>
    </message>
    <message>
        <source>Unable to start HTTP server. See debug log for details.</source>
        <translation>שרת ה HTTP לא עלה. ראו את ה debug לוג לפרטים.</translation>
    </message>
    <message>
        <source>The %s developers</source>
        <translation>ה %s מפתחים</translation>
    </message>
    <message>
        <source>Can't generate a change-address key. No keys in the internal keypool and can't generate any keys.</source>
        <translation>לא מצליח ליצור מפתח שינוי כתובת. אין מפתחות במאגר הפנימי של המפתחות ולא מצליח ליצור מפתח כלשהו.</translation>
    </message>
    <message>
        <source>Cannot obtain a lock on data directory %s. %s is probably already running.</source>
        <translation>לא מצליח לנעול את תיקית הנתונים %s. %s כנראה כבר רץ.</translation>
    </message>
    <message>
        <source>Cannot provide specific connections and have addrman find outgoing connections at the same.</source>
        <translation>לא מצליח לספק קשרים ספציפיים ולגרום ל addrman למצוא קשרים חיצוניים יחדיו.</translation>
    </message>
    <message>
        <source>Error reading %s! All keys read correctly, but transaction data or address book entries might be missing or incorrect.</source>
        <translation>שגיאה בנסיון לקרוא את %s! כל המפתחות נקראו נכונה, אך נתוני העסקה או הכתובות יתכן שחסרו או שגויים.</translation>
    </message>
    <message>
        <source>Please check that your computer's date and time are correct! If your clock is wrong, %s will not work properly.</source>
        <translation>נא בדקו שהתאריך והשעה במחשב שלכם נכונים! אם השעון שלכם לא מסונכרן, %s לא יעבוד כהלכה.</translation>
    </message>
    <message>
        <source>Please contribute if you find %s useful. Visit %s for further information about the software.</source>
        <translation>אנא שקלו תרומה אם מצאתם את %s שימושי. בקרו ב %s למידע נוסף על התוכנה.</translation>
    </message>
    <message>
        <source>The block database contains a block which appears to be from the future. This may be due to your computer's date and time being set incorrectly. Only rebuild the block database if you are sure that your computer's date and time are correct</source>
        <translation>מאגר נתוני הבלוקים מכיל בלוק עם תאריך עתידי. הדבר יכול להיגרם מתאריך ושעה שגויים במחשב שלכם. בצעו בנייה מחדש של מאגר נתוני הבלוקים רק אם אתם בטוחים שהתאריך והשעה במחשבכם נכונים</translation>
    </message>
    <message>
        <source>This is a pre-release test build - use at your own risk - do not use for mining or merchant applications</source>
        <translation>קוד זה הינו גרסת טסט טרום-פרסומית. *שימוש על אחריותכם בלבד* אין לעשות שימוש בקוד לצרכי כריית בלוקים או אפליקציות מסחר.</translation>
    </message>
    <message>
        <source>This is the transaction fee you may discard if change is smaller than dust at this level</source>
        <translation>זוהי עמלת העסקה שתוכל לזנוח אם היתרה הנה קטנה יותר מאבק ברמה הזו.</translation>
    </message>
    <message>
        <source>Unable to replay blocks. You will need to rebuild the database using -reindex-chainstate.</source>
        <translation>שידור-חוזר של הבלוקים לא הצליח. תצטרכו לבצע בנייה מחדש של מאגר הנתונים באמצעות הדגל reindex-chainstate-.</translation>
    </message>
    <message>
        <source>Unable to rewind the database to a pre-fork state. You will need to redownload the blockchain</source>
        <translation>הרצה-לאחור של מאגר הנתונים למצב טרום-פיצולי לא הצליחה. תצטרכו להוריד מחדש את הבלוקצ'יין.</translation>
    </message>
    <message>
        <source>Warning: The network does not appear to fully agree! Some miners appear to be experiencing issues.</source>
        <translation>אזהרה: נראה כי הרשת אינה מסכימה באופן מלא! חלק מהכורים חווים תקלות.</translation>
    </message>
    <message>
        <source>Warning: We do not appear to fully agree with our peers! You may need to upgrade, or other nodes may need to upgrade.</source>
        <translation>אזהרה: יתכן שלא נסכים לגמרי עם עמיתינו! יתכן שתצטרכו לשדרג או שצמתות אחרות יצטרכו לשדרג.</translation>
    </message>
    <message>
        <source>%d of last 100 blocks have unexpected version</source>
        <translation>%d מ 100 הבלוקים האחרונים הנם בעלי גירסה לא צפויה.</translation>
    </message>
    <message>
        <source>%s corrupt, salvage failed</source>
        <translation>%s משובש. נסיון החילוץ נכשל.</translation>
    </message>
    <message>
        <source>-maxmempool must be at least %d MB</source>
        <translation>‎-maxmempool חייב להיות לפחות %d מ״ב</translation>
    </message>
    <message>
        <source>Cannot resolve -%s address: '%s'</source>
        <translation>לא מצליח לפענח -%s כתובת: '%s'</translation>
    </message>
    <message>
        <source>Change index out of range</source>
        <translation>אינדקס העודף מחוץ לתחום</translation>
    </message>
    <message>
        <source>Config setting for %s only applied on %s network when in [%s] section.</source>
        <translation>הגדרות הקונפיג עבור %s מיושמות רק  %s הרשת כאשר בקבוצה [%s] .</translation>
    </message>
    <message>
        <source>Copyright (C) %i-%i</source>
        <translation>כל הזכויות שמורות (C) %i-‏%i</translation>
    </message>
    <message>
        <source>Corrupted block database detected</source>
        <translation>התגלה מסד נתוני מקטעים לא תקין</translation>
    </message>
    <message>
        <source>Do you want to rebuild the block database now?</source>
        <translation>האם לבנות מחדש את מסד נתוני המקטעים?</translation>
    </message>
    <message>
        <source>Error initializing block database</source>
        <translation>שגיאה באתחול מסד נתוני המקטעים</translation>
    </message>
    <message>
        <source>Error initializing wallet database environment %s!</source>
        <translation>שגיאה באתחול סביבת מסד נתוני הארנקים %s!</translation>
    </message>
    <message>
        <source>Error loading %s</source>
        <translation>שגיאה בטעינת %s</translation>
    </message>
    <message>
        <source>Error loading %s: Private keys can only be disabled during creation</source>
        <translation>שגיאת טעינה %s: מפתחות פרטיים ניתנים לניטרול רק בעת תהליך היצירה</translation>
    </message>
    <message>
        <source>Error loading %s: Wallet corrupted</source>
        <translation>שגיאת טעינה %s: הארנק משובש.</translation>
    </message>
    <message>
        <source>Error loading %s: Wallet requires newer version of %s</source>
        <translation>שגיאת טעינה %s: הארנק מצריך גירסה חדשה יותר של %s</translation>
    </message>
    <message>
        <source>Error loading block database</source>
        <translation>שגיאה בטעינת מסד נתוני המקטעים</translation>
    </message>
    <message>
        <source>Error opening block database</source>
        <translation>שגיאה בטעינת מסד נתוני המקטעים</translation>
    </message>
    <message>
        <source>Failed to listen on any port. Use -listen=0 if you want this.</source>
        <translation>האזנה נכשלה בכל פורט. השתמש ב- -listen=0 אם ברצונך בכך.</translation>
    </message>
    <message>
        <source>Failed to rescan the wallet during initialization</source>
        <translation>כשל בסריקה מחדש של הארנק בזמן האתחול</translation>
    </message>
    <message>
        <source>Importing...</source>
        <translation>מתבצע יבוא…</translation>
    </message>
    <message>
        <source>Incorrect or no genesis block found. Wrong datadir for network?</source>
        <translation>מקטע הפתיח הוא שגוי או לא נמצא. תיקיית נתונים שגויה עבור הרשת?</translation>
    </message>
    <message>
        <source>Initialization sanity check failed. %s is shutting down.</source>
        <translation>איתחול של תהליך בדיקות השפיות נכשל. %s  בתהליך סגירה.</translation>
    </message>
    <message>
        <source>Invalid amount for -%s=&lt;amount&gt;: '%s'</source>
        <translation>סכום שגוי עבור ‎-%s=&lt;amount&gt;:‏ '%s'</translation>
    </message>
    <message>
        <source>Invalid amount for -discardfee=&lt;amount&gt;: '%s'</source>
        <translation>סכום לא תקין של -discardfee=&lt;amount&gt;: '%s'</translation>
    </message>
    <message>
        <source>Invalid amount for -fallbackfee=&lt;amount&gt;: '%s'</source>
        <translation>סכום שגוי עבור ‎-fallbackfee=&lt;amount&gt;:‏ '%s'</translation>
    </message>
    <message>
        <source>Specified blocks directory "%s" does not exist.</source>
        <translation>התיקיה שהוגדרה "%s" לא קיימת.</translation>
    </message>
    <message>
        <source>Upgrading txindex database</source>
        <translation>שדרוג מאגר נתוני txindex </translation>
    </message>
    <message>
        <source>Loading P2P addresses...</source>
        <translation>טעינת כתובות P2P...</translation>
    </message>
    <message>
        <source>Error: Disk space is too low!</source>
        <translation>שגיאה: שטח הדיסק נמוך מדי!
 </translation>
    </message>
    <message>
        <source>Loading banlist...</source>
        <translation>טוען רשימת חסומים...</translation>
    </message>
    <message>
        <source>Not enough file descriptors available.</source>
        <translation>אין מספיק מידע על הקובץ</translation>
    </message>
    <message>
        <source>Prune cannot be configured with a negative value.</source>
        <translation>לא ניתן להגדיר גיזום כערך שלילי</translation>
    </message>
    <message>
        <source>Prune mode is incompatible with -txindex.</source>
        <translation>שיטת הגיזום אינה תואמת את  -txindex.</translation>
    </message>
    <message>
        <source>Replaying blocks...</source>
        <translation>הצגה מחודשת של הבלוקים...</translation>
    </message>
    <message>
        <source>Rewinding blocks...</source>
        <translation>חזרה לאחור של הבלוקים...</translation>
    </message>
    <message>
        <source>The source code is available from %s.</source>
        <translation>קוד המקור זמין ב %s.</translation>
    </message>
    <message>
        <source>Transaction fee and change calculation failed</source>
        <translation>החישוב עבור עמלת העיסקה והעודף נכשל</translation>
    </message>
    <message>
        <source>Unable to bind to %s on this computer. %s is probably already running.</source>
        <translation>לא מצליח להתחבר אל %s על מחשב זה. %s  קרוב לודאי שכבר רץ.</translation>
    </message>
    <message>
        <source>Unable to generate keys</source>
        <translation>כשל בהפקת מפתחות</translation>
    </message>
    <message>
        <source>Unsupported logging category %s=%s.</source>
        <translation>קטגורית רישום בלוג שאינה נמתמכת %s=%s.</translation>
    </message>
    <message>
        <source>Upgrading UTXO database</source>
        <translation>שדרוג מאגר נתוני UTXO </translation>
    </message>
    <message>
        <source>User Agent comment (%s) contains unsafe characters.</source>
        <translation>הערת צד המשתמש (%s) כוללת תווים שאינם בטוחים.</translation>
    </message>
    <message>
        <source>Verifying blocks...</source>
        <translation>המקטעים מאומתים…</translation>
    </message>
    <message>
        <source>Wallet needed to be rewritten: restart %s to complete</source>
        <translation>יש לכתוב את הארנק מחדש: יש להפעיל את %s כדי להמשיך</translation>
    </message>
    <message>
        <source>Error: Listening for incoming connections failed (listen returned error %s)</source>
        <translation>שגיאה: האזנה לתקשורת נכנ סת נכשלה (ההאזנה מחזירה שגיאה  %s)</translation>
    </message>
    <message>
        <source>Invalid amount for -maxtxfee=&lt;amount&gt;: '%s' (must be at least the minrelay fee of %s to prevent stuck transactions)</source>
        <translation>כמות שגויה של -maxtxfee=&lt;amount&gt;: '%s' (נדרש לפחות minrelay עמלה של %s כדי למנוע עסקאות מלהתקע</translation>
    </message>
    <message>
        <source>The transaction amount is too small to send after the fee has been deducted</source>
        <translation>סכום העברה נמוך מדי לשליחה אחרי גביית העמלה</translation>
    </message>
    <message>
        <source>You need to rebuild the database using -reindex to go back to unpruned mode.  This will redownload the entire blockchain</source>
        <translation>יש צורך בבניה מחדש של מסד הנתונים ע"י שימוש ב -reindex כדי לחזור חזרה לצומת שאינה גזומה.  הפעולה תוריד מחדש את כל שרשרת הבלוקים.</translation>
    </message>
    <message>
        <source>Error reading from database, shutting down.</source>
        <translation>שגיאת קריאה ממסד הנתונים. סוגר את התהליך.</translation>
    </message>
    <message>
        <source>Error upgrading chainstate database</source>
        <translation>שגיאת שידרוג מסד הנתונים של מצב השרשרת chainstate</translation>
    </message>
    <message>
        <source>Error: Disk space is low for %s</source>
        <translation>שגיאה: שטח הדיסק קטן מדי עובר %s</translation>
    </message>
    <message>
        <source>Invalid -onion address or hostname: '%s'</source>
        <translation>אי תקינות כתובת  -onion או hostname: '%s'</translation>
    </message>
    <message>
        <source>Invalid -proxy address or hostname: '%s'</source>
        <translation>אי תקינות כתובת -proxy או hostname: '%s'</translation>
    </message>
    <message>
        <source>Invalid amount for -paytxfee=&lt;amount&gt;: '%s' (must be at least %s)</source>
        <translation>כמות לא תקינה עבור ‎-paytxfee=&lt;amount&gt;‎:‏ '%s' (חייבת להיות לפחות %s)</translation>
    </message>
    <message>
        <source>Invalid netmask specified in -whitelist: '%s'</source>
        <translation>מסכת הרשת שצוינה עם ‎-whitelist שגויה: '%s'</translation>
    </message>
    <message>
        <source>Need to specify a port with -whitebind: '%s'</source>
        <translation>עליך לציין פתחה עם ‎-whitebind:‏ '%s'</translation>
    </message>
    <message>
        <source>Reducing -maxconnections from %d to %d, because of system limitations.</source>
        <translation>הורדת -maxconnections מ %d ל %d, עקב מגבלות מערכת.</translation>
    </message>
    <message>
        <source>Section [%s] is not recognized.</source>
        <translation>הפסקה [%s] אינה מזוהה.</translation>
    </message>
    <message>
        <source>Signing transaction failed</source>
        <translation>החתימה על ההעברה נכשלה</translation>
    </message>
    <message>
        <source>Specified -walletdir "%s" does not exist</source>
        <translation>תיקיית הארנק שצויינה  -walletdir "%s" אינה קיימת</translation>
    </message>
    <message>
        <source>Specified -walletdir "%s" is a relative path</source>
        <translation>תיקיית הארנק שצויינה -walletdir "%s" הנה נתיב יחסי</translation>
    </message>
    <message>
        <source>Specified -walletdir "%s" is not a directory</source>
        <translation>תיקיית הארנק שצויינה -walletdir "%s" אינה תיקייה</translation>
    </message>
    <message>
        <source>The specified config file %s does not exist
</source>
        <translation>קובץ הקונפיג שצויין  %s אינו קיים
</translation>
    </message>
    <message>
        <source>The transaction amount is too small to pay the fee</source>
        <translation>סכום ההעברה נמוך מכדי לשלם את העמלה</translation>
    </message>
    <message>
        <source>This is experimental software.</source>
        <translation>זוהי תכנית נסיונית.</translation>
    </message>
    <message>
        <source>Transaction amount too small</source>
        <translation>סכום ההעברה קטן מדי</translation>
    </message>
    <message>
        <source>Transaction too large</source>
        <translation>סכום ההעברה גדול מדי</translation>
    </message>
    <message>
        <source>Unable to bind to %s on this computer (bind returned error %s)</source>
        <translation>לא ניתן להתאגד עם הפתחה %s במחשב זה (פעולת האיגוד החזירה את השגיאה %s)</translation>
    </message>
    <message>
        <source>Unable to create the PID file '%s': %s</source>
        <translation>לא מצליח ליצור את קובץ  PID  '%s': %s</translation>
    </message>
    <message>
        <source>Unable to generate initial keys</source>
        <translation>לא מצליח ליצור מפתחות ראשוניים</translation>
    </message>
    <message>
        <source>Verifying wallet(s)...</source>
        <translation>מאמת ארנק(ים)...</translation>
    </message>
    <message>
        <source>Warning: unknown new rules activated (versionbit %i)</source>
        <translation>אזהרה: חוקים חדשים שאינם מוכרים שופעלו (versionbit %i)</translation>
    </message>
    <message>
        <source>Zapping all transactions from wallet...</source>
        <translation>שולה את כל העסקאות מתוך הארנק...</translation>
    </message>
    <message>
        <source>-maxtxfee is set very high! Fees this large could be paid on a single transaction.</source>
        <translation>-maxtxfee נקבע לעמלות גבוהות מאד! עמלות גבוהות כאלו יכולות משולמות עבר עסקה בודדת.</translation>
    </message>
    <message>
        <source>This is the transaction fee you may pay when fee estimates are not available.</source>
        <translation>זוהי עמלת העסקה שתוכל לשלם כאשר אמדן גובה העמלה אינו זמין.</translation>
    </message>
    <message>
        <source>This product includes software developed by the OpenSSL Project for use in the OpenSSL Toolkit %s and cryptographic software written by Eric Young and UPnP software written by Thomas Bernard.</source>
        <translation>מוצר זה כולל תוכנה שפותחה בפרויקט OpenSSL לטובת השימוש ב OpenSSL Toolkit %s ותוכנת קריפטוגרפיה שנכתבה ע"י   Eric Young ותוכנת UPnP שנכתבה ע"יי Thomas Bernard.</translation>
    </message>
    <message>
        <source>Total length of network version string (%i) exceeds maximum length (%i). Reduce the number or size of uacomments.</source>
        <translation>האורך הכולל של רצף התווים של גירסת הרשת  (%i) גדול מהאורך המרבי המותר (%i). יש להקטין את המספר או האורך של uacomments.</translation>
    </message>
    <message>
        <source>Warning: Wallet file corrupt, data salvaged! Original %s saved as %s in %s; if your balance or transactions are incorrect you should restore from a backup.</source>
        <translation>אזהרה: הארנק משובש. הנתונים חולצו! המקור %s נשמר כ %s ב %s; אם היתרהאו העסקות אינן נכונות יש לבצע שיחזור מגיבוי.</translation>
    </message>
    <message>
        <source>%s is set very high!</source>
        <translation>%s הוגדר מאד גבוה!</translation>
    </message>
    <message>
        <source>Error loading wallet %s. Duplicate -wallet filename specified.</source>
        <translation>שגיאת טעינת ארנק %s. שם קובץ  -wallet  כפול הוגדר.</translation>
    </message>
    <message>
        <source>Starting network threads...</source>
        <translation>תהליכי הרשת מופעלים…</translation>
    </message>
    <message>
        <source>The wallet will avoid paying less than the minimum relay fee.</source>
        <translation>הארנק ימנע מלשלם פחות מאשר עמלת העברה מינימלית.</translation>
    </message>
    <message>
        <source>This is the minimum transaction fee you pay on every transaction.</source>
        <translation>זו עמלת ההעברה המזערית שתיגבה מכל העברה שלך.</translation>
    </message>
    <message>
        <source>This is the transaction fee you will pay if you send a transaction.</source>
        <translation>זו עמלת ההעברה שתיגבה ממך במידה של שליחת העברה.</translation>
    </message>
    <message>
        <source>Transaction amounts must not be negative</source>
        <translation>סכומי ההעברה לא יכולים להיות שליליים</translation>
    </message>
    <message>
        <source>Transaction has too long of a mempool chain</source>
        <translation>לעסקה יש שרשרת ארוכה מדי של mempool </translation>
    </message>
    <message>
        <source>Transaction must have at least one recipient</source>
        <translation>להעברה חייב להיות לפחות נמען אחד</translation>
    </message>
    <message>
        <source>Unknown network specified in -onlynet: '%s'</source>
        <translation>רשת לא ידועה צוינה דרך ‎-onlynet:‏ '%s'</translation>
    </message>
    <message>
        <source>Insufficient funds</source>
        <translation>אין מספיק כספים</translation>
    </message>
    <message>
        <source>Cannot upgrade a non HD split wallet without upgrading to support pre split keypool. Please use -upgradewallet=169900 or -upgradewallet with no version specified.</source>
        <translation>אין אפשרות לבצע שדרוג של ארנק מפוצל שאינו HD  ללא שדרוג לתמיכה של טרום פיצול של keypool  .יש להשתמש ב -upgradewallet=169900 או -upgradewallet ללא ציון גירסה.</translation>
    </message>
    <message>
        <source>Fee estimation failed. Fallbackfee is disabled. Wait a few blocks or enable -fallbackfee.</source>
        <translation>אמדן גובה עמלה נכשל. Fallbackfee  מנוטרל. יש להמתין מספר בלוקים או לשפעל את  -fallbackfee</translation>
    </message>
    <message>
        <source>Warning: Private keys detected in wallet {%s} with disabled private keys</source>
        <translation>אזהרה: זוהו מפתחות פרטיים בארנק {%s} עם מפתחות פרטיים מושבתים</translation>
    </message>
    <message>
        <source>Cannot write to data directory '%s'; check permissions.</source>
        <translation>לא ניתן לכתוב אל תיקיית הנתונים ‚%s’, נא לבדוק את ההרשאות.</translation>
    </message>
    <message>
        <source>Loading block index...</source>
        <translation>מפתח המקטעים נטען…</translation>
    </message>
    <message>
        <source>Loading wallet...</source>
        <translation>הארנק בטעינה…</translation>
    </message>
    <message>
        <source>Cannot downgrade wallet</source>
        <translation>לא ניתן להחזיר את גרסת הארנק</translation>
    </message>
    <message>
        <source>Rescanning...</source>
        <translation>סריקה מחדש…</translation>
    </message>
    <message>
        <source>Done loading</source>
        <translation>טעינה הושלמה</translation>
    </message>
</context>
</TS>