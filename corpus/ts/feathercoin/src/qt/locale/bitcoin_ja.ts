<TS language="ja" version="2.1">
<context>
    <name>AddressBookPage</name>
    <message>
        <source>Right-click to edit address or label</source>
        <translation>右クリックでアドレスまたはラベルを編集</translation>
    </message>
    <message>
        <source>Create a new address</source>
        <translation>新しいアドレスを作成</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新規(&amp;N)</translation>
    </message>
    <message>
        <source>Copy the currently selected address to the system clipboard</source>
        <translation>現在選択されているアドレスをシステムのクリップボードにコピー</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <source>C&amp;lose</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>Delete the currently selected address from the list</source>
        <translation>選択されたアドレスを一覧から削除</translation>
    </message>
    <message>
        <source>Enter address or label to search</source>
        <translation>検索したいアドレスまたはラベルを入力</translation>
    </message>
    <message>
        <source>Export the data in the current tab to a file</source>
        <translation>このタブのデータをファイルにエクスポート</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>エクスポート (&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <source>Choose the address to send coins to</source>
        <translation>コインを送りたいアドレスを選択</translation>
    </message>
    <message>
        <source>Choose the address to receive coins with</source>
        <translation>コインを受け取りたいアドレスを選択</translation>
    </message>
    <message>
        <source>C&amp;hoose</source>
        <translation>選択(&amp;C)</translation>
    </message>
    <message>
        <source>Sending addresses</source>
        <translation>送金先アドレス</translation>
    </message>
    <message>
        <source>Receiving addresses</source>
        <translation>受取用アドレス</translation>
    </message>
    <message>
        <source>These are your Feathercoin addresses for sending payments. Always check the amount and the receiving address before sending coins.</source>
        <translation>これらは、あなたが知っている支払い送り先の Feathercoin アドレスです。コインを送る前に、必ず金額と送金先アドレスを確認してください。</translation>
    </message>
    <message>
        <source>These are your Feathercoin addresses for receiving payments. Use the 'Create new receiving address' button in the receive tab to create new addresses.</source>
        <translation>これらは支払いを受け取るための、あなたの Feathercoin アドレスです。新しいアドレスを作成するには受取タブ内の「新しい受取用アドレスを作成」ボタンを使用します。</translation>
    </message>
    <message>
        <source>&amp;Copy Address</source>
        <translation>アドレスをコピー(&amp;C)</translation>
    </message>
    <message>
        <source>Copy &amp;Label</source>
        <translation>ラベルをコピー(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>Export Address List</source>
        <translation>アドレス帳をエクスポート</translation>
    </message>
    <message>
        <source>Comma separated file (*.csv)</source>
        <translation>テキスト CSV (*.csv)</translation>
    </message>
    <message>
        <source>Exporting Failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
    <message>
        <source>There was an error trying to save the address list to %1. Please try again.</source>
        <translation>トランザクション履歴を %1 へ保存する際にエラーが発生しました。再試行してください。</translation>
    </message>
</context>
<context>
    <name>AddressTableModel</name>
    <message>
        <source>Label</source>
        <translation>ラベル</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation>(ラベル無し)</translation>
    </message>
</context>
<context>
    <name>AskPassphraseDialog</name>
    <message>
        <source>Passphrase Dialog</source>
        <translation>パスフレーズ ダイアログ</translation>
    </message>
    <message>
        <source>Enter passphrase</source>
        <translation>パスフレーズを入力</translation>
    </message>
    <message>
        <source>New passphrase</source>
        <translation>新しいパスフレーズ</translation>
    </message>
    <message>
        <source>Repeat new passphrase</source>
        <translation>新しいパスフレーズをもう一度</translation>
    </message>
    <message>
        <source>Show passphrase</source>
        <translation>パスフレーズを表示</translation>
    </message>
    <message>
        <source>Encrypt wallet</source>
        <translation>ウォレットを暗号化</translation>
    </message>
    <message>
        <source>This operation needs your wallet passphrase to unlock the wallet.</source>
        <translation>この操作を続行するには、パスフレーズを入力してウォレットをアンロックする必要があります。</translation>
    </message>
    <message>
        <source>Unlock wallet</source>
        <translation>ウォレットをアンロック</translation>
    </message>
    <message>
        <source>This operation needs your wallet passphrase to decrypt the wallet.</source>
        <translation>この操作を続行するには、パスフレーズを入力してウォレットの暗号化を解除する必要があります。</translation>
    </message>
    <message>
        <source>Decrypt wallet</source>
        <translation>ウォレットの暗号化を解除</translation>
    </message>
    <message>
        <source>Change passphrase</source>
        <translation>パスフレーズの変更</translation>
    </message>
    <message>
        <source>Confirm wallet encryption</source>
        <translation>ウォレットの暗号化の承諾</translation>
    </message>
    <message>
        <source>Warning: If you encrypt your wallet and lose your passphrase, you will &lt;b&gt;LOSE ALL OF YOUR BITCOINS&lt;/b&gt;!</source>
        <translation>警告: もしもあなたのウォレットを暗号化してパスフレーズを忘れてしまったら、&lt;b&gt;あなたの Feathercoin はすべて失われます&lt;/b&gt;！</translation>
    </message>
    <message>
        <source>Are you sure you wish to encrypt your wallet?</source>
        <translation>本当にウォレットを暗号化しますか?</translation>
    </message>
    <message>
        <source>Wallet encrypted</source>
        <translation>ウォレットの暗号化の完了</translation>
    </message>
    <message>
        <source>Enter the new passphrase for the wallet.&lt;br/&gt;Please use a passphrase of &lt;b&gt;ten or more random characters&lt;/b&gt;, or &lt;b&gt;eight or more words&lt;/b&gt;.</source>
        <translation>新しいウォレットのパスフレーズを入力してください。
パスフレーズは、ランダムな10文字以上の文字か、８語以上の単語を使用してください。</translation>
    </message>
    <message>
        <source>Enter the old passphrase and new passphrase for the wallet.</source>
        <translation>ウォレット用の旧パスフレーズと新パスフレーズを入力してください。</translation>
    </message>
    <message>
        <source>Remember that encrypting your wallet cannot fully protect your feathercoins from being stolen by malware infecting your computer.</source>
        <translation>ウォレットを暗号化しても、コンピュータに感染したマルウェアなどによる Feathercoin の盗難を完全に防ぐことはできないことにご注意ください。</translation>
    </message>
    <message>
        <source>Wallet to be encrypted</source>
        <translation>暗号化するウォレット</translation>
    </message>
    <message>
        <source>Your wallet is about to be encrypted. </source>
        <translation>ウォレットは暗号化されようとしています。</translation>
    </message>
    <message>
        <source>Your wallet is now encrypted. </source>
        <translation>ウォレットは暗号化されました。</translation>
    </message>
    <message>
        <source>IMPORTANT: Any previous backups you have made of your wallet file should be replaced with the newly generated, encrypted wallet file. For security reasons, previous backups of the unencrypted wallet file will become useless as soon as you start using the new, encrypted wallet.</source>
        <translation>重要: 今までに作成されたウォレット ファイルのバックアップは、暗号化された新しいウォレット ファイルに置き換える必要があります。セキュリティ上の理由により、暗号化された新しいウォレットを使い始めると、暗号化されていないウォレット ファイルのバックアップはすぐに使えなくなります。</translation>
    </message>
    <message>
        <source>Wallet encryption failed</source>
        <translation>ウォレットの暗号化に失敗</translation>
    </message>
    <message>
        <source>Wallet encryption failed due to an internal error. Your wallet was not encrypted.</source>
        <translation>内部エラーによりウォレットの暗号化に失敗しました。ウォレットは暗号化されませんでした。</translation>
    </message>
    <message>
        <source>The supplied passphrases do not match.</source>
        <translation>入力されたパスフレーズが一致しません。</translation>
    </message>
    <message>
        <source>Wallet unlock failed</source>
        <translation>ウォレットのアンロックに失敗</translation>
    </message>
    <message>
        <source>The passphrase entered for the wallet decryption was incorrect.</source>
        <translation>ウォレットの暗号化解除のパスフレーズが正しくありません。</translation>
    </message>
    <message>
        <source>Wallet decryption failed</source>
        <translation>ウォレットの暗号化解除に失敗</translation>
    </message>
    <message>
        <source>Wallet passphrase was successfully changed.</source>
        <translation>ウォレットのパスフレーズが正常に変更されました。</translation>
    </message>
    <message>
        <source>Warning: The Caps Lock key is on!</source>
        <translation>警告: Caps Lock キーがオンになっています！</translation>
    </message>
</context>
<context>
    <name>BanTableModel</name>
    <message>
        <source>IP/Netmask</source>
        <translation>IPアドレス/ネットマスク</translation>
    </message>
    <message>
        <source>Banned Until</source>
        <translation>Ban 解除予定時刻</translation>
    </message>
</context>
<context>
    <name>BitcoinGUI</name>
    <message>
        <source>Sign &amp;message...</source>
        <translation>メッセージの署名...(&amp;m)</translation>
    </message>
    <message>
        <source>Synchronizing with network...</source>
        <translation>ネットワークに同期中...</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>概要(&amp;O)</translation>
    </message>
    <message>
        <source>Show general overview of wallet</source>
        <translation>ウォレットの概要を見る</translation>
    </message>
    <message>
        <source>&amp;Transactions</source>
        <translation>取引(&amp;T)</translation>
    </message>
    <message>
        <source>Browse transaction history</source>
        <translation>取引履歴を見る</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>終了(&amp;E)</translation>
    </message>
    <message>
        <source>Quit application</source>
        <translation>アプリケーションを終了する</translation>
    </message>
    <message>
        <source>&amp;About %1</source>
        <translation>%1 について(&amp;A)</translation>
    </message>
    <message>
        <source>Show information about %1</source>
        <translation>%1 の情報を表示する</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <source>Show information about Qt</source>
        <translation>Qt の情報を表示する</translation>
    </message>
    <message>
        <source>&amp;Options...</source>
        <translation>オプション...(&amp;O)</translation>
    </message>
    <message>
        <source>Modify configuration options for %1</source>
        <translation>%1 の設定を変更する</translation>
    </message>
    <message>
        <source>&amp;Encrypt Wallet...</source>
        <translation>ウォレットの暗号化(&amp;E)...</translation>
    </message>
    <message>
        <source>&amp;Backup Wallet...</source>
        <translation>ウォレットのバックアップ(&amp;B)...</translation>
    </message>
    <message>
        <source>&amp;Change Passphrase...</source>
        <translation>パスフレーズの変更(&amp;C)...</translation>
    </message>
    <message>
        <source>Open &amp;URI...</source>
        <translation>URI を開く(&amp;U)...</translation>
    </message>
    <message>
        <source>Create Wallet...</source>
        <translation>ウォレットを作成...</translation>
    </message>
    <message>
        <source>Create a new wallet</source>
        <translation>新しいウォレットを作成</translation>
    </message>
    <message>
        <source>Wallet:</source>
        <translation>ウォレット:</translation>
    </message>
    <message>
        <source>Click to disable network activity.</source>
        <translation>クリックするとネットワーク活動を無効化します。</translation>
    </message>
    <message>
        <source>Network activity disabled.</source>
        <translation>ネットワーク活動は無効化されました。</translation>
    </message>
    <message>
        <source>Click to enable network activity again.</source>
        <translation>クリックするとネットワーク活動を再び有効化します。</translation>
    </message>
    <message>
        <source>Syncing Headers (%1%)...</source>
        <translation>ヘッダを同期中 (%1%)...</translation>
    </message>
    <message>
        <source>Reindexing blocks on disk...</source>
        <translation>ディスク上のブロックを再インデックス中...</translation>
    </message>
    <message>
        <source>Proxy is &lt;b&gt;enabled&lt;/b&gt;: %1</source>
        <translation>プロキシは&lt;b&gt;有効&lt;/b&gt;: %1</translation>
    </message>
    <message>
        <source>Send coins to a Feathercoin address</source>
        <translation>Feathercoin アドレスにコインを送る</translation>
    </message>
    <message>
        <source>Backup wallet to another location</source>
        <translation>ウォレットを他の場所にバックアップする</translation>
    </message>
    <message>
        <source>Change the passphrase used for wallet encryption</source>
        <translation>ウォレット暗号化用パスフレーズを変更する</translation>
    </message>
    <message>
        <source>&amp;Debug window</source>
        <translation>デバッグ ウインドウ(&amp;D)</translation>
    </message>
    <message>
        <source>Open debugging and diagnostic console</source>
        <translation>デバッグ・診断コンソールを開く</translation>
    </message>
    <message>
        <source>&amp;Verify message...</source>
        <translation>メッセージの検証(&amp;V)...</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>送金(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Receive</source>
        <translation>受取(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Show / Hide</source>
        <translation>表示 / 非表示(&amp;S)</translation>
    </message>
    <message>
        <source>Show or hide the main Window</source>
        <translation>メイン ウインドウを表示または非表示する</translation>
    </message>
    <message>
        <source>Encrypt the private keys that belong to your wallet</source>
        <translation>ウォレットの秘密鍵を暗号化する</translation>
    </message>
    <message>
        <source>Sign messages with your Feathercoin addresses to prove you own them</source>
        <translation>Feathercoin アドレスでメッセージに署名して、アドレスを所有していることを証明する</translation>
    </message>
    <message>
        <source>Verify messages to ensure they were signed with specified Feathercoin addresses</source>
        <translation>メッセージを検証して、指定された Feathercoin アドレスで署名されたことを確認する</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>Tabs toolbar</source>
        <translation>タブツールバー</translation>
    </message>
    <message>
        <source>Request payments (generates QR codes and feathercoin: URIs)</source>
        <translation>支払いをリクエストする (QRコードと feathercoin: URIを生成する)&lt;</translation>
    </message>
    <message>
        <source>Show the list of used sending addresses and labels</source>
        <translation>送金したことがあるアドレスとラベルの一覧を表示する</translation>
    </message>
    <message>
        <source>Show the list of used receiving addresses and labels</source>
        <translation>受け取ったことがあるアドレスとラベルの一覧を表示する</translation>
    </message>
    <message>
        <source>Open a feathercoin: URI or payment request</source>
        <translation>feathercoin: URIや支払いリクエストを開く</translation>
    </message>
    <message>
        <source>&amp;Command-line options</source>
        <translation>コマンドラインオプション(&amp;C)</translation>
    </message>
    <message numerus="yes">
        <source>%n active connection(s) to Feathercoin network</source>
        <translation><numerusform>Feathercoin ネットワークへのアクティブな接続は %n 個</numerusform></translation>
    </message>
    <message>
        <source>Indexing blocks on disk...</source>
        <translation>ディスク上のブロックをインデックス中...</translation>
    </message>
    <message>
        <source>Processing blocks on disk...</source>
        <translation>ディスク上のブロックを処理中...</translation>
    </message>
    <message numerus="yes">
        <source>Processed %n block(s) of transaction history.</source>
        <translation><numerusform>%n ブロックの取引履歴を処理済み。</numerusform></translation>
    </message>
    <message>
        <source>%1 behind</source>
        <translation>%1 遅延</translation>
    </message>
    <message>
        <source>Last received block was generated %1 ago.</source>
        <translation>最後に受信したブロックは %1 前に生成。</translation>
    </message>
    <message>
        <source>Transactions after this will not yet be visible.</source>
        <translation>これより後の取引はまだ表示されていません。</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Information</source>
        <translation>情報</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>ブロックは最新</translation>
    </message>
    <message>
        <source>&amp;Sending addresses</source>
        <translation>送金先アドレス一覧(&amp;S)...</translation>
    </message>
    <message>
        <source>&amp;Receiving addresses</source>
        <translation>受取用アドレス一覧(&amp;R)...</translation>
    </message>
    <message>
        <source>Open Wallet</source>
        <translation>ウォレットを開く</translation>
    </message>
    <message>
        <source>Open a wallet</source>
        <translation>ウォレットを開く</translation>
    </message>
    <message>
        <source>Close Wallet...</source>
        <translation>ウォレットを閉じる</translation>
    </message>
    <message>
        <source>Close wallet</source>
        <translation>ウォレットを閉じる</translation>
    </message>
    <message>
        <source>Show the %1 help message to get a list with possible Feathercoin command-line options</source>
        <translation>%1 のヘルプ メッセージを表示して、使用可能な XPChain のコマンドライン オプションの一覧を見る。</translation>
    </message>
    <message>
        <source>default wallet</source>
        <translation>デフォルトウォレット</translation>
    </message>
    <message>
        <source>No wallets available</source>
        <translation>ウォレットは利用できません</translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation>ウインドウ (&amp;W)</translation>
    </message>
    <message>
        <source>Minimize</source>
        <translation>最小化</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>拡大／縮小</translation>
    </message>
    <message>
        <source>Main Window</source>
        <translation>メインウィンドウ</translation>
    </message>
    <message>
        <source>%1 client</source>
        <translation>%1 クライアント</translation>
    </message>
    <message>
        <source>Connecting to peers...</source>
        <translation>ピアに接続中...</translation>
    </message>
    <message>
        <source>Catching up...</source>
        <translation>遅延取戻し中...</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>エラー: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <source>Date: %1
</source>
        <translation>日付: %1
</translation>
    </message>
    <message>
        <source>Amount: %1
</source>
        <translation>金額: %1
</translation>
    </message>
    <message>
        <source>Wallet: %1
</source>
        <translation>ウォレット: %1
</translation>
    </message>
    <message>
        <source>Type: %1
</source>
        <translation>種別: %1
</translation>
    </message>
    <message>
        <source>Label: %1
</source>
        <translation>ラベル: %1
</translation>
    </message>
    <message>
        <source>Address: %1
</source>
        <translation>アドレス: %1
</translation>
    </message>
    <message>
        <source>Sent transaction</source>
        <translation>送金取引</translation>
    </message>
    <message>
        <source>Incoming transaction</source>
        <translation>入金取引</translation>
    </message>
    <message>
        <source>HD key generation is &lt;b&gt;enabled&lt;/b&gt;</source>
        <translation>HD鍵生成は&lt;b&gt;有効&lt;/b&gt;</translation>
    </message>
    <message>
        <source>HD key generation is &lt;b&gt;disabled&lt;/b&gt;</source>
        <translation>HD鍵生成は&lt;b&gt;無効&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Private key &lt;b&gt;disabled&lt;/b&gt;</source>
        <translation>秘密鍵は&lt;b&gt;無効&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Wallet is &lt;b&gt;encrypted&lt;/b&gt; and currently &lt;b&gt;unlocked&lt;/b&gt;</source>
        <translation>ウォレットは&lt;b&gt;暗号化済み&lt;/b&gt;・&lt;b&gt;アンロック状態&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Wallet is &lt;b&gt;encrypted&lt;/b&gt; and currently &lt;b&gt;locked&lt;/b&gt;</source>
        <translation>ウォレットは&lt;b&gt;暗号化済み&lt;/b&gt;・&lt;b&gt;ロック状態&lt;/b&gt;</translation>
    </message>
    <message>
        <source>A fatal error occurred. Feathercoin can no longer continue safely and will quit.</source>
        <translation>致命的なエラーが発生しました。Feathercoin を安全に動作し続けることができないため終了します。</translation>
    </message>
</context>
<context>
    <name>CoinControlDialog</name>
    <message>
        <source>Coin Selection</source>
        <translation>コインの選択</translation>
    </message>
    <message>
        <source>Quantity:</source>
        <translation>選択数:</translation>
    </message>
    <message>
        <source>Bytes:</source>
        <translation>バイト数:</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>金額:</translation>
    </message>
    <message>
        <source>Fee:</source>
        <translation>手数料:</translation>
    </message>
    <message>
        <source>Dust:</source>
        <translation>ダスト：</translation>
    </message>
    <message>
        <source>After Fee:</source>
        <translation>手数料差引後金額:</translation>
    </message>
    <message>
        <source>Change:</source>
        <translation>お釣り:</translation>
    </message>
    <message>
        <source>(un)select all</source>
        <translation>全て選択/選択解除</translation>
    </message>
    <message>
        <source>Tree mode</source>
        <translation>ツリーモード</translation>
    </message>
    <message>
        <source>List mode</source>
        <translation>リストモード</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>Received with label</source>
        <translation>対応するラベル</translation>
    </message>
    <message>
        <source>Received with address</source>
        <translation>対応するアドレス</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>Confirmations</source>
        <translation>検証数</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>検証済み</translation>
    </message>
    <message>
        <source>Copy address</source>
        <translation>アドレスをコピー</translation>
    </message>
    <message>
        <source>Copy label</source>
        <translation>ラベルをコピー</translation>
    </message>
    <message>
        <source>Copy amount</source>
        <translation>金額をコピー</translation>
    </message>
    <message>
        <source>Copy transaction ID</source>
        <translation>取引 ID をコピー</translation>
    </message>
    <message>
        <source>Lock unspent</source>
        <translation>未使用トランザクションをロック</translation>
    </message>
    <message>
        <source>Unlock unspent</source>
        <translation>未使用トランザクションのロックを解除</translation>
    </message>
    <message>
        <source>Copy quantity</source>
        <translation>選択数をコピー</translation>
    </message>
    <message>
        <source>Copy fee</source>
        <translation>手数料をコピーす</translation>
    </message>
    <message>
        <source>Copy after fee</source>
        <translation>手数料差引後金額をコピー</translation>
    </message>
    <message>
        <source>Copy bytes</source>
        <translation>バイト数をコピー</translation>
    </message>
    <message>
        <source>Copy dust</source>
        <translation>ダストをコピー</translation>
    </message>
    <message>
        <source>Copy change</source>
        <translation>お釣りをコピー</translation>
    </message>
    <message>
        <source>(%1 locked)</source>
        <translation>(ロック済み %1個)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>This label turns red if any recipient receives an amount smaller than the current dust threshold.</source>
        <translation>受取額が現在のダスト閾値を下回るアドレスがひとつでもあると、このラベルが赤くなります。</translation>
    </message>
    <message>
        <source>Can vary +/- %1 satoshi(s) per input.</source>
        <translation>ひとつの入力につき %1 satoshi 前後ずれることがあります。</translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation>(ラベル無し)</translation>
    </message>
    <message>
        <source>change from %1 (%2)</source>
        <translation>%1 (%2) からのおつり</translation>
    </message>
    <message>
        <source>(change)</source>
        <translation>(おつり)</translation>
    </message>
</context>
<context>
    <name>CreateWalletActivity</name>
    <message>
        <source>Creating Wallet &lt;b&gt;%1&lt;/b&gt;...</source>
        <translation>ウォレット &lt;b&gt;%1&lt;/b&gt;を作成しています...</translation>
    </message>
    <message>
        <source>Create wallet failed</source>
        <translation>ウォレットの作成に失敗しました</translation>
    </message>
    <message>
        <source>Create wallet warning</source>
        <translation>ウォレットを作成 - 警告</translation>
    </message>
</context>
<context>
    <name>CreateWalletDialog</name>
    <message>
        <source>Create Wallet</source>
        <translation>ウォレットを作成する</translation>
    </message>
    <message>
        <source>Wallet Name</source>
        <translation>ウォレット名</translation>
    </message>
    <message>
        <source>Encrypt the wallet. The wallet will be encrypted with a passphrase of your choice.</source>
        <translation>ウォレットを暗号化。ウォレットは任意のパスフレーズによって暗号化されます。</translation>
    </message>
    <message>
        <source>Encrypt Wallet</source>
        <translation>ウォレットを暗号化する</translation>
    </message>
    <message>
        <source>Disable private keys for this wallet. Wallets with private keys disabled will have no private keys and cannot have an HD seed or imported private keys. This is ideal for watch-only wallets.</source>
        <translation>このウォレットの秘密鍵を無効にします。秘密鍵が無効になっているウォレットには秘密鍵はなく、HDシードまたはインポートされた秘密鍵を持つこともできません。これはウォッチ限定のウォレットに最適です。</translation>
    </message>
    <message>
        <source>Disable Private Keys</source>
        <translation>秘密鍵を無効化</translation>
    </message>
    <message>
        <source>Make a blank wallet. Blank wallets do not initially have private keys or scripts. Private keys and addresses can be imported, or an HD seed can be set, at a later time.</source>
        <translation>空ウォレットを作成。空ウォレットには、最初は秘密鍵やスクリプトがありません。後から秘密鍵やアドレスをインポート、またはHDシードを設定できます。</translation>
    </message>
    <message>
        <source>Make Blank Wallet</source>
        <translation>空ウォレットを作成</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>作成</translation>
    </message>
</context>
<context>
    <name>EditAddressDialog</name>
    <message>
        <source>Edit Address</source>
        <translation>アドレスを編集</translation>
    </message>
    <message>
        <source>&amp;Label</source>
        <translation>ラベル(&amp;L)</translation>
    </message>
    <message>
        <source>The label associated with this address list entry</source>
        <translation>このアドレス帳項目のラベル</translation>
    </message>
    <message>
        <source>The address associated with this address list entry. This can only be modified for sending addresses.</source>
        <translation>このアドレス帳項目のアドレス。アドレスは送金先アドレスの場合のみ編集することができます。</translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <translation>アドレス(&amp;A)</translation>
    </message>
    <message>
        <source>New sending address</source>
        <translation>新しい送金先アドレス</translation>
    </message>
    <message>
        <source>Edit receiving address</source>
        <translation>受取用アドレスを編集</translation>
    </message>
    <message>
        <source>Edit sending address</source>
        <translation>送金先アドレスを編集</translation>
    </message>
    <message>
        <source>The entered address "%1" is not a valid Feathercoin address.</source>
        <translation>入力されたアドレス "%1" は無効な Feathercoin アドレスです。</translation>
    </message>
    <message>
        <source>Address "%1" already exists as a receiving address with label "%2" and so cannot be added as a sending address.</source>
        <translation>アドレス "%1" は既に受取用アドレスにラベル "%2" として存在するので、送金先アドレスとしては追加できません。</translation>
    </message>
    <message>
        <source>The entered address "%1" is already in the address book with label "%2".</source>
        <translation>入力されたアドレス "%1" は既にラベル "%2" としてアドレス帳に存在します｡</translation>
    </message>
    <message>
        <source>Could not unlock wallet.</source>
        <translation>ウォレットをアンロックできませんでした。</translation>
    </message>
    <message>
        <source>New key generation failed.</source>
        <translation>新しい鍵の生成に失敗しました。</translation>
    </message>
</context>
<context>
    <name>FreespaceChecker</name>
    <message>
        <source>A new data directory will be created.</source>
        <translation>新しいデータ ディレクトリが作成されます。</translation>
    </message>
    <message>
        <source>name</source>
        <translation>ディレクトリ名</translation>
    </message>
    <message>
        <source>Directory already exists. Add %1 if you intend to create a new directory here.</source>
        <translation>ディレクトリが既に存在します。新しいディレクトリを作りたい場合は %1 と追記してください。</translation>
    </message>
    <message>
        <source>Path already exists, and is not a directory.</source>
        <translation>パスが存在しますがディレクトリではありません。</translation>
    </message>
    <message>
        <source>Cannot create data directory here.</source>
        <translation>ここにデータ ディレクトリを作成することはできません。</translation>
    </message>
</context>
<context>
    <name>HelpMessageDialog</name>
    <message>
        <source>version</source>
        <translation>バージョン</translation>
    </message>
    <message>
        <source>(%1-bit)</source>
        <translation>(%1 ビット)</translation>
    </message>
    <message>
        <source>About %1</source>
        <translation>%1 について</translation>
    </message>
    <message>
        <source>Command-line options</source>
        <translation>コマンドライン オプション</translation>
    </message>
</context>
<context>
    <name>Intro</name>
    <message>
        <source>Welcome</source>
        <translation>ようこそ</translation>
    </message>
    <message>
        <source>Welcome to %1.</source>
        <translation>%1 へようこそ。</translation>
    </message>
    <message>
        <source>As this is the first time the program is launched, you can choose where %1 will store its data.</source>
        <translation>これはプログラムの最初の起動です。%1 がデータを保存する場所を選択してください。</translation>
    </message>
    <message>
        <source>When you click OK, %1 will begin to download and process the full %4 block chain (%2GB) starting with the earliest transactions in %3 when %4 initially launched.</source>
        <translation>OKをクリックすると、%1 は %4 がリリースされた%3年最初の取引からの完全な %4 ブロックチェーン（%2GB）のダウンロードおよび処理を開始します。</translation>
    </message>
    <message>
        <source>Reverting this setting requires re-downloading the entire blockchain. It is faster to download the full chain first and prune it later. Disables some advanced features.</source>
        <translation>この設定を元に戻すには、ブロックチェーン全体を再ダウンロードする必要があります。先にチェーン全体をダウンロードしてから、剪定する方が高速です。一部の高度な機能を無効にします。</translation>
    </message>
    <message>
        <source>This initial synchronisation is very demanding, and may expose hardware problems with your computer that had previously gone unnoticed. Each time you run %1, it will continue downloading where it left off.</source>
        <translation>この初回同期には多大なリソースを消費し、あなたのコンピュータでこれまで見つからなかったハードウェア上の問題が発生する場合があります。%1 を実行する度に、中断された時点からダウンロードを再開します。</translation>
    </message>
    <message>
        <source>If you have chosen to limit block chain storage (pruning), the historical data must still be downloaded and processed, but will be deleted afterward to keep your disk usage low.</source>
        <translation>ブロックチェーンの保存容量に制限を設けること（剪定）を選択した場合にも、過去のデータのダウンロードおよび処理が必要になります。しかし、これらのデータはディスク使用量を低く抑えるために、後で削除されます。</translation>
    </message>
    <message>
        <source>Use the default data directory</source>
        <translation>デフォルトのデータ ディレクトリを使用</translation>
    </message>
    <message>
        <source>Use a custom data directory:</source>
        <translation>カスタム データ ディレクトリを使用:</translation>
    </message>
    <message>
        <source>Feathercoin</source>
        <translation>Feathercoin</translation>
    </message>
    <message>
        <source>Discard blocks after verification, except most recent %1 GB (prune)</source>
        <translation>最新の%1 GBを除いて、検証後にブロックを破棄 (剪定する)</translation>
    </message>
    <message>
        <source>At least %1 GB of data will be stored in this directory, and it will grow over time.</source>
        <translation>最低でも%1 GBのデータをこのディレクトリに保存する必要があります。またこのデータは時間とともに増加していきます。</translation>
    </message>
    <message>
        <source>Approximately %1 GB of data will be stored in this directory.</source>
        <translation>約%1 GBのデータがこのディレクトリに保存されます。</translation>
    </message>
    <message>
        <source>%1 will download and store a copy of the Feathercoin block chain.</source>
        <translation>%1 は Feathercoin ブロックチェーンのコピーをダウンロードし保存します。</translation>
    </message>
    <message>
        <source>The wallet will also be stored in this directory.</source>
        <translation>ウォレットもこのディレクトリに保存されます。</translation>
    </message>
    <message>
        <source>Error: Specified data directory "%1" cannot be created.</source>
        <translation>エラー: 指定のデータディレクトリ "%1" を作成できません。</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>エラー</translation>
    </message>
    <message numerus="yes">
        <source>%n GB of free space available</source>
        <translation><numerusform>利用可能な空き容量 %n GB</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>(of %n GB needed)</source>
        <translation><numerusform>(%n GB必要)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>(%n GB needed for full chain)</source>
        <translation><numerusform>(完全なチェーンには%n GB必要です)</numerusform></translation>
    </message>
</context>
<context>
    <name>ModalOverlay</name>
    <message>
        <source>Form</source>
        <translation>フォーム</translation>
    </message>
    <message>
        <source>Recent transactions may not yet be visible, and therefore your wallet's balance might be incorrect. This information will be correct once your wallet has finished synchronizing with the feathercoin network, as detailed below.</source>
        <translation>最近の取引がまだ表示されていない可能性があります。そのため、ウォレットの残高が正しく表示されていないかもしれません。この情報は、ウォレットが Feathercoin ネットワークへの同期が完了すると正確なものとなります。詳細は下記を参照してください。</translation>
    </message>
    <message>
        <source>Attempting to spend feathercoins that are affected by not-yet-displayed transactions will not be accepted by the network.</source>
        <translation>まだ表示されていない取引が関係する Feathercoin を使用しようとすると、ネットワークから認証を受けられません。</translation>
    </message>
    <message>
        <source>Number of blocks left</source>
        <translation>残りのブロック数</translation>
    </message>
    <message>
        <source>Unknown...</source>
        <translation>不明...</translation>
    </message>
    <message>
        <source>Last block time</source>
        <translation>最終ブロックの日時</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>進捗</translation>
    </message>
    <message>
        <source>Progress increase per hour</source>
        <translation>一時間あたりの進捗増加</translation>
    </message>
    <message>
        <source>calculating...</source>
        <translation>計算中...</translation>
    </message>
    <message>
        <source>Estimated time left until synced</source>
        <translation>同期完了までの推定残り時間</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>隠す</translation>
    </message>
    <message>
        <source>Unknown. Syncing Headers (%1, %2%)...</source>
        <translation>不明。ヘッダ (%1, %2%) の同期中...</translation>
    </message>
</context>
<context>
    <name>OpenURIDialog</name>
    <message>
        <source>Open URI</source>
        <translation>URIを開く</translation>
    </message>
    <message>
        <source>Open payment request from URI or file</source>
        <translation>URIまたはファイルから支払いリクエストを開く</translation>
    </message>
    <message>
        <source>URI:</source>
        <translation>URI:</translation>
    </message>
    <message>
        <source>Select payment request file</source>
        <translation>支払いリクエストファイルを選択</translation>
    </message>
    <message>
        <source>Select payment request file to open</source>
        <translation>支払いリクエストファイルを選択</translation>
    </message>
</context>
<context>
    <name>OpenWalletActivity</name>
    <message>
        <source>Open wallet failed</source>
        <translation>ウォレットを開くことに失敗しました</translation>
    </message>
    <message>
        <source>Open wallet warning</source>
        <translation>ウォレットを開く - 警告</translation>
    </message>
    <message>
        <source>default wallet</source>
        <translation>デフォルトウォレット</translation>
    </message>
    <message>
        <source>Opening Wallet &lt;b&gt;%1&lt;/b&gt;...</source>
        <translation>ウォレット &lt;b&gt;%1&lt;/b&gt;を開いています...</translation>
    </message>
</context>
<context>
    <name>OptionsDialog</name>
    <message>
        <source>Options</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>&amp;Main</source>
        <translation>メイン(&amp;M)</translation>
    </message>
    <message>
        <source>Automatically start %1 after logging in to the system.</source>
        <translation>システムにログインした際、自動的に %1 を起動する。</translation>
    </message>
    <message>
        <source>&amp;Start %1 on system login</source>
        <translation>システムのログイン時に %1 を起動(&amp;S)</translation>
    </message>
    <message>
        <source>Size of &amp;database cache</source>
        <translation>データベースキャッシュのサイズ(&amp;D)</translation>
    </message>
    <message>
        <source>Number of script &amp;verification threads</source>
        <translation>スクリプト検証用スレッド数(&amp;V)</translation>
    </message>
    <message>
        <source>IP address of the proxy (e.g. IPv4: 127.0.0.1 / IPv6: ::1)</source>
        <translation>プロキシのIPアドレス (例 IPv4: 127.0.0.1 / IPv6: ::1)</translation>
    </message>
    <message>
        <source>Shows if the supplied default SOCKS5 proxy is used to reach peers via this network type.</source>
        <translation>指定されたデフォルト SOCKS5 プロキシが、このネットワークタイプ経由でピアに接続しているかどうか。</translation>
    </message>
    <message>
        <source>Use separate SOCKS&amp;5 proxy to reach peers via Tor hidden services:</source>
        <translation>Tor秘匿サービス経由でピアに接続するために専用の SOCKS5 プロキシを利用する(&amp;5):</translation>
    </message>
    <message>
        <source>Hide the icon from the system tray.</source>
        <translation>システムトレイのアイコンを隠す</translation>
    </message>
    <message>
        <source>&amp;Hide tray icon</source>
        <translation>トレイアイコンを隠す(&amp;H)</translation>
    </message>
    <message>
        <source>Minimize instead of exit the application when the window is closed. When this option is enabled, the application will be closed only after selecting Exit in the menu.</source>
        <translation>ウィンドウが閉じられたとき、アプリケーションを終了するのではなく最小化します。このオプションが有効の場合、メニューから終了が選択されたときのみアプリケーションが終了します。</translation>
    </message>
    <message>
        <source>Third party URLs (e.g. a block explorer) that appear in the transactions tab as context menu items. %s in the URL is replaced by transaction hash. Multiple URLs are separated by vertical bar |.</source>
        <translation>取引タブのコンテキストメニュー項目に表示する、サードパーティURL（例: ブロックエクスプローラ）。URL中の %s は取引のハッシュ値に置き換えられます。半角垂直バー | で区切ることで、複数のURLを指定できます。</translation>
    </message>
    <message>
        <source>Open the %1 configuration file from the working directory.</source>
        <translation>作業ディレクトリ内の %1 の設定ファイルを開く。</translation>
    </message>
    <message>
        <source>Open Configuration File</source>
        <translation>設定ファイルを開く</translation>
    </message>
    <message>
        <source>Reset all client options to default.</source>
        <translation>全ての設定を初期値に戻す。</translation>
    </message>
    <message>
        <source>&amp;Reset Options</source>
        <translation>オプションをリセット(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Network</source>
        <translation>ネットワーク(&amp;N)</translation>
    </message>
    <message>
        <source>Disables some advanced features but all blocks will still be fully validated. Reverting this setting requires re-downloading the entire blockchain. Actual disk usage may be somewhat higher.</source>
        <translation>いくつかの高度な機能は無効になりますが、全てのブロックが完全に検証されることは変わりません。この設定を元に戻すには、ブロックチェーン全体を再ダウンロードする必要があります。実際のディスク使用量は若干多くなる場合があります。</translation>
    </message>
    <message>
        <source>Prune &amp;block storage to</source>
        <translation>ブロックの保存容量を次の値までに剪定する(&amp;amp;B):</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Reverting this setting requires re-downloading the entire blockchain.</source>
        <translation>この設定を元に戻すには、ブロック チェーン全体を再ダウンロードする必要があります。</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>(0 = auto, &lt;0 = leave that many cores free)</source>
        <translation>(0 = 自動、0以上 = 指定した数のコアを解放する)</translation>
    </message>
    <message>
        <source>W&amp;allet</source>
        <translation>ウォレット(&amp;A)</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>上級者向け機能</translation>
    </message>
    <message>
        <source>Enable coin &amp;control features</source>
        <translation>コインコントロール機能を有効化する(&amp;C)</translation>
    </message>
    <message>
        <source>If you disable the spending of unconfirmed change, the change from a transaction cannot be used until that transaction has at least one confirmation. This also affects how your balance is computed.</source>
        <translation>未承認のお釣りを使用しない場合、取引が最低1回検証されるまではその取引のお釣りは利用できなくなります。これは残高の計算方法にも影響します。</translation>
    </message>
    <message>
        <source>&amp;Spend unconfirmed change</source>
        <translation>未検証のお釣りを使用する(&amp;S)</translation>
    </message>
    <message>
        <source>Automatically open the Feathercoin client port on the router. This only works when your router supports UPnP and it is enabled.</source>
        <translation>自動的にルーター上の Feathercoin クライアントのポートを開放します。あなたのルーターが UPnP に対応していて、それが有効になっている場合のみ動作します。</translation>
    </message>
    <message>
        <source>Map port using &amp;UPnP</source>
        <translation>UPnP を使ってポートを割り当てる(&amp;U)</translation>
    </message>
    <message>
        <source>Accept connections from outside.</source>
        <translation>外部からの接続を許可する。</translation>
    </message>
    <message>
        <source>Allow incomin&amp;g connections</source>
        <translation>外部からの接続を許可する(&amp;G)</translation>
    </message>
    <message>
        <source>Connect to the Feathercoin network through a SOCKS5 proxy.</source>
        <translation>SOCKS5 プロキシ経由で Feathercoin ネットワークに接続する。</translation>
    </message>
    <message>
        <source>&amp;Connect through SOCKS5 proxy (default proxy):</source>
        <translation>SOCKS5 プロキシ経由で接続する（デフォルトプロキシ）(&amp;C):</translation>
    </message>
    <message>
        <source>Proxy &amp;IP:</source>
        <translation>プロキシ IP(&amp;I):</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>ポート(&amp;P):</translation>
    </message>
    <message>
        <source>Port of the proxy (e.g. 9050)</source>
        <translation>プロキシのポート番号（例: 9050）</translation>
    </message>
    <message>
        <source>Used for reaching peers via:</source>
        <translation>ピアへの接続手段:</translation>
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
        <translation>Tor秘匿サービスを利用するため、専用の SOCKS5 プロキシ経由で Feathercoin ネットワークに接続する。</translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation>ウインドウ(&amp;W)</translation>
    </message>
    <message>
        <source>Show only a tray icon after minimizing the window.</source>
        <translation>ウインドウを最小化したあとトレイ アイコンのみ表示する。</translation>
    </message>
    <message>
        <source>&amp;Minimize to the tray instead of the taskbar</source>
        <translation>タスクバーではなくトレイに最小化(&amp;M)</translation>
    </message>
    <message>
        <source>M&amp;inimize on close</source>
        <translation>閉じるときに最小化(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Display</source>
        <translation>表示(&amp;D)</translation>
    </message>
    <message>
        <source>User Interface &amp;language:</source>
        <translation>ユーザインターフェースの言語(&amp;L):</translation>
    </message>
    <message>
        <source>The user interface language can be set here. This setting will take effect after restarting %1.</source>
        <translation>ユーザーインターフェイスの言語を設定できます。設定を反映するには %1 の再起動が必要です。</translation>
    </message>
    <message>
        <source>&amp;Unit to show amounts in:</source>
        <translation>金額の表示単位(&amp;U):</translation>
    </message>
    <message>
        <source>Choose the default subdivision unit to show in the interface and when sending coins.</source>
        <translation>インターフェイスや送金時に使用する単位を選択する。</translation>
    </message>
    <message>
        <source>Whether to show coin control features or not.</source>
        <translation>コインコントロール機能を表示するかどうか。</translation>
    </message>
    <message>
        <source>&amp;Third party transaction URLs</source>
        <translation>サードパーティの取引確認URL(&amp;T)</translation>
    </message>
    <message>
        <source>Options set in this dialog are overridden by the command line or in the configuration file:</source>
        <translation>このダイアログで指定したオプションは、コマンドラインや設定ファイルの内容でオーバーライドされます:</translation>
    </message>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>キャンセル(&amp;C)</translation>
    </message>
    <message>
        <source>default</source>
        <translation>初期値</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Confirm options reset</source>
        <translation>設定リセットの確認</translation>
    </message>
    <message>
        <source>Client restart required to activate changes.</source>
        <translation>変更を有効化するにはクライアントを再起動する必要があります。</translation>
    </message>
    <message>
        <source>Client will be shut down. Do you want to proceed?</source>
        <translation>クライアントを終了します。よろしいですか？</translation>
    </message>
    <message>
        <source>Configuration options</source>
        <translation>設定オプション</translation>
    </message>
    <message>
        <source>The configuration file is used to specify advanced user options which override GUI settings. Additionally, any command-line options will override this configuration file.</source>
        <translation>設定ファイルは、GUIでの設定を上書きする高度なユーザーオプションを指定するためのものです。また、コマンドラインオプションはこの設定ファイルの内容も上書きします</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>The configuration file could not be opened.</source>
        <translation>設定ファイルを開くことができませんでした。</translation>
    </message>
    <message>
        <source>This change would require a client restart.</source>
        <translation>この変更はクライアントの再起動が必要です。</translation>
    </message>
    <message>
        <source>The supplied proxy address is invalid.</source>
        <translation>プロキシアドレスが無効です。</translation>
    </message>
</context>
<context>
    <name>OverviewPage</name>
    <message>
        <source>Form</source>
        <translation>フォーム</translation>
    </message>
    <message>
        <source>The displayed information may be out of date. Your wallet automatically synchronizes with the Feathercoin network after a connection is established, but this process has not completed yet.</source>
        <translation>表示されている情報は古い可能性があります。ウォレットは接続確立後に Feathercoin ネットワークと自動的に同期しますが、同期処理はまだ完了していません。</translation>
    </message>
    <message>
        <source>Watch-only:</source>
        <translation>ウォッチ限定:</translation>
    </message>
    <message>
        <source>Available:</source>
        <translation>利用可能:</translation>
    </message>
    <message>
        <source>Your current spendable balance</source>
        <translation>送金可能な残高</translation>
    </message>
    <message>
        <source>Pending:</source>
        <translation>検証待ち:</translation>
    </message>
    <message>
        <source>Total of transactions that have yet to be confirmed, and do not yet count toward the spendable balance</source>
        <translation>取引が未承認で残高に反映されていない総額</translation>
    </message>
    <message>
        <source>Immature:</source>
        <translation>未成熟:</translation>
    </message>
    <message>
        <source>Mined balance that has not yet matured</source>
        <translation>採掘された未成熟な残高</translation>
    </message>
    <message>
        <source>Balances</source>
        <translation>残高</translation>
    </message>
    <message>
        <source>Total:</source>
        <translation>合計:</translation>
    </message>
    <message>
        <source>Your current total balance</source>
        <translation>現在の残高の総計</translation>
    </message>
    <message>
        <source>Your current balance in watch-only addresses</source>
        <translation>ウォッチ限定アドレス内の現在の残高</translation>
    </message>
    <message>
        <source>Spendable:</source>
        <translation>送金可能:</translation>
    </message>
    <message>
        <source>Recent transactions</source>
        <translation>最近の取引</translation>
    </message>
    <message>
        <source>Unconfirmed transactions to watch-only addresses</source>
        <translation>ウォッチ限定アドレスの未承認取引</translation>
    </message>
    <message>
        <source>Mined balance in watch-only addresses that has not yet matured</source>
        <translation>ウォッチ限定アドレスで採掘された未成熟な残高</translation>
    </message>
    <message>
        <source>Current total balance in watch-only addresses</source>
        <translation>ウォッチ限定アドレスの現在の残高の総計</translation>
    </message>
</context>
<context>
    <name>PaymentServer</name>
    <message>
        <source>Payment request error</source>
        <translation>支払いリクエスト エラー</translation>
    </message>
    <message>
        <source>Cannot start feathercoin: click-to-pay handler</source>
        <translation>Feathercoin を起動できません: click-to-pay handler</translation>
    </message>
    <message>
        <source>URI handling</source>
        <translation>URIの処理</translation>
    </message>
    <message>
        <source>'feathercoin://' is not a valid URI. Use 'feathercoin:' instead.</source>
        <translation>'feathercoin://' は正しいURIではありません｡ 'feathercoin:'を使用してください｡</translation>
    </message>
    <message>
        <source>You are using a BIP70 URL which will be unsupported in the future.</source>
        <translation>将来サポートされなくなる予定のBIP70形式のURLをお使いです。</translation>
    </message>
    <message>
        <source>Payment request fetch URL is invalid: %1</source>
        <translation>支払いリクエストの取得先URLが無効です: %1</translation>
    </message>
    <message>
        <source>Cannot process payment request because BIP70 support was not compiled in.</source>
        <translation>BIP70のサポートが組み込まれていないため、支払いリクエストを処理することができません。</translation>
    </message>
    <message>
        <source>Due to widespread security flaws in BIP70 it's strongly recommended that any merchant instructions to switch wallets be ignored.</source>
        <translation>BIP70 に内在する広く知られたセキュリティ上の欠陥がるため、ウォレットを切り替えるというマーチャントからの指示については無視することが強く推奨されます。</translation>
    </message>
    <message>
        <source>If you are receiving this error you should request the merchant provide a BIP21 compatible URI.</source>
        <translation>このエラーが発生する場合は、販売者にBIP21互換URIの提供を依頼するべきです。</translation>
    </message>
    <message>
        <source>Invalid payment address %1</source>
        <translation>支払い先アドレス「 %1 」は無効です</translation>
    </message>
    <message>
        <source>URI cannot be parsed! This can be caused by an invalid Feathercoin address or malformed URI parameters.</source>
        <translation>URIを解析できませんでした！ Feathercoin アドレスが無効であるか、URIパラメーターが不正な形式である可能性があります。</translation>
    </message>
    <message>
        <source>Payment request file handling</source>
        <translation>支払いリクエストファイルの処理</translation>
    </message>
    <message>
        <source>Payment request file cannot be read! This can be caused by an invalid payment request file.</source>
        <translation>支払いリクエストファイルを読み込めませんでした！ 無効な支払いリクエストファイルである可能性があります。</translation>
    </message>
    <message>
        <source>Payment request rejected</source>
        <translation>支払いリクエストの拒否</translation>
    </message>
    <message>
        <source>Payment request network doesn't match client network.</source>
        <translation>支払いリクエストのネットワークが現在のクライアントのネットワークと一致しません。</translation>
    </message>
    <message>
        <source>Payment request expired.</source>
        <translation>支払いリクエストが期限切れです。</translation>
    </message>
    <message>
        <source>Payment request is not initialized.</source>
        <translation>支払いリクエストが初期化されていません。</translation>
    </message>
    <message>
        <source>Unverified payment requests to custom payment scripts are unsupported.</source>
        <translation>カスタム支払いスクリプトに対する、未検証支払いリクエストはサポートされていません。</translation>
    </message>
    <message>
        <source>Invalid payment request.</source>
        <translation>無効な支払いリクエストです。</translation>
    </message>
    <message>
        <source>Requested payment amount of %1 is too small (considered dust).</source>
        <translation>リクエストされた支払い額 %1 は小さすぎます（ダストとみなされてしまいます)。</translation>
    </message>
    <message>
        <source>Refund from %1</source>
        <translation>%1 からのお釣り</translation>
    </message>
    <message>
        <source>Payment request %1 is too large (%2 bytes, allowed %3 bytes).</source>
        <translation>支払いリクエスト %1 は大きすぎます（サイズ: %2バイト / 最大処理可能サイズ: %3バイト）。</translation>
    </message>
    <message>
        <source>Error communicating with %1: %2</source>
        <translation>%1 との通信時にエラーが発生しました: %2</translation>
    </message>
    <message>
        <source>Payment request cannot be parsed!</source>
        <translation>支払いリクエストを解析できませんでした！</translation>
    </message>
    <message>
        <source>Bad response from server %1</source>
        <translation>%1 サーバーの応答が無効でした</translation>
    </message>
    <message>
        <source>Network request error</source>
        <translation>ネットワーク リクエストエラー</translation>
    </message>
    <message>
        <source>Payment acknowledged</source>
        <translation>支払いは承認されました</translation>
    </message>
</context>
<context>
    <name>PeerTableModel</name>
    <message>
        <source>User Agent</source>
        <translation>ユーザーエージェント</translation>
    </message>
    <message>
        <source>Node/Service</source>
        <translation>ノード/サービス</translation>
    </message>
    <message>
        <source>NodeId</source>
        <translation>ノードID</translation>
    </message>
    <message>
        <source>Ping</source>
        <translation>Ping</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>送信</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>受信</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Amount</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>Enter a Feathercoin address (e.g. %1)</source>
        <translation>Feathercoin アドレスを入力してください (例: %1)</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1日</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1時間</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1分</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1秒</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>N/A</source>
        <translation>N/A</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1ミリ秒</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation><numerusform>%n 秒</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation><numerusform>%n分</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation><numerusform>%n時間</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation><numerusform>%n日</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n week(s)</source>
        <translation><numerusform>%n週間</numerusform></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n year(s)</source>
        <translation><numerusform>%n年</numerusform></translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1 KB</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>Error: Specified data directory "%1" does not exist.</source>
        <translation>エラー: 指定されたデータ ディレクトリ "%1" は存在しません。</translation>
    </message>
    <message>
        <source>Error: Cannot parse configuration file: %1.</source>
        <translation>エラー: 設定ファイルが読み込めません: %1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>エラー: %1</translation>
    </message>
    <message>
        <source>%1 didn't yet exit safely...</source>
        <translation>%1 はまだ安全に終了していません...</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
</context>
<context>
    <name>QRImageWidget</name>
    <message>
        <source>&amp;Save Image...</source>
        <translation>画像を保存(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Copy Image</source>
        <translation>画像をコピー(&amp;C)</translation>
    </message>
    <message>
        <source>Resulting URI too long, try to reduce the text for label / message.</source>
        <translation>生成されたURIが長すぎです。ラベルやメッセージのテキストを短くしてください。</translation>
    </message>
    <message>
        <source>Error encoding URI into QR Code.</source>
        <translation>URIをQRコードへ変換している際にエラーが発生しました。</translation>
    </message>
    <message>
        <source>QR code support not available.</source>
        <translation>QRコードは利用できません。</translation>
    </message>
    <message>
        <source>Save QR Code</source>
        <translation>QRコードの保存</translation>
    </message>
    <message>
        <source>PNG Image (*.png)</source>
        <translation>PNG画像 (*.png)</translation>
    </message>
</context>
<context>
    <name>RPCConsole</name>
    <message>
        <source>N/A</source>
        <translation>N/A</translation>
    </message>
    <message>
        <source>Client version</source>
        <translation>クライアントのバージョン</translation>
    </message>
    <message>
        <source>&amp;Information</source>
        <translation>情報(&amp;I)</translation>
    </message>
    <message>
        <source>Debug window</source>
        <translation>デバッグ ウインドウ</translation>
    </message>
    <message>
        <source>General</source>
        <translation>全般</translation>
    </message>
    <message>
        <source>Using BerkeleyDB version</source>
        <translation>使用している BerkleyDB のバージョン</translation>
    </message>
    <message>
        <source>Datadir</source>
        <translation>データ ディレクトリ</translation>
    </message>
    <message>
        <source>To specify a non-default location of the data directory use the '%1' option.</source>
        <translation>データディレクトリを初期値以外にするには '%1' オプションを使用します。</translation>
    </message>
    <message>
        <source>Blocksdir</source>
        <translation>ブロックディレクトリ</translation>
    </message>
    <message>
        <source>To specify a non-default location of the blocks directory use the '%1' option.</source>
        <translation>ブロックディレクトリを初期値以外にするには '%1' オプションを使用します。</translation>
    </message>
    <message>
        <source>Startup time</source>
        <translation>起動日時</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Number of connections</source>
        <translation>接続数</translation>
    </message>
    <message>
        <source>Block chain</source>
        <translation>ブロック チェーン</translation>
    </message>
    <message>
        <source>Current number of blocks</source>
        <translation>現在のブロック数</translation>
    </message>
    <message>
        <source>Memory Pool</source>
        <translation>メモリ プール</translation>
    </message>
    <message>
        <source>Current number of transactions</source>
        <translation>現在の取引数</translation>
    </message>
    <message>
        <source>Memory usage</source>
        <translation>メモリ使用量</translation>
    </message>
    <message>
        <source>Wallet: </source>
        <translation>ウォレット:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(なし)</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>リセット(&amp;R)</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>受信</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>送信</translation>
    </message>
    <message>
        <source>&amp;Peers</source>
        <translation>ピア(&amp;P)</translation>
    </message>
    <message>
        <source>Banned peers</source>
        <translation>Banされたピア</translation>
    </message>
    <message>
        <source>Select a peer to view detailed information.</source>
        <translation>詳しい情報を見たいピアを選択してください。</translation>
    </message>
    <message>
        <source>Whitelisted</source>
        <translation>ホワイトリスト登録済み</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>バージョン</translation>
    </message>
    <message>
        <source>Starting Block</source>
        <translation>開始ブロック</translation>
    </message>
    <message>
        <source>Synced Headers</source>
        <translation>同期済みヘッダ</translation>
    </message>
    <message>
        <source>Synced Blocks</source>
        <translation>同期済みブロック</translation>
    </message>
    <message>
        <source>User Agent</source>
        <translation>ユーザーエージェント</translation>
    </message>
    <message>
        <source>Open the %1 debug log file from the current data directory. This can take a few seconds for large log files.</source>
        <translation>現在のデータディレクトリから %1 のデバッグ用ログファイルを開きます。ログファイルが巨大な場合、数秒かかることがあります。</translation>
    </message>
    <message>
        <source>Decrease font size</source>
        <translation>文字サイズを縮小</translation>
    </message>
    <message>
        <source>Increase font size</source>
        <translation>文字サイズを拡大</translation>
    </message>
    <message>
        <source>Services</source>
        <translation>サービス</translation>
    </message>
    <message>
        <source>Ban Score</source>
        <translation>Banスコア</translation>
    </message>
    <message>
        <source>Connection Time</source>
        <translation>接続時間</translation>
    </message>
    <message>
        <source>Last Send</source>
        <translation>最終送信</translation>
    </message>
    <message>
        <source>Last Receive</source>
        <translation>最終受信</translation>
    </message>
    <message>
        <source>Ping Time</source>
        <translation>Ping時間</translation>
    </message>
    <message>
        <source>The duration of a currently outstanding ping.</source>
        <translation>現在実行中の ping にかかっている時間。</translation>
    </message>
    <message>
        <source>Ping Wait</source>
        <translation>Ping待ち</translation>
    </message>
    <message>
        <source>Min Ping</source>
        <translation>最小 Ping</translation>
    </message>
    <message>
        <source>Time Offset</source>
        <translation>時間オフセット</translation>
    </message>
    <message>
        <source>Last block time</source>
        <translation>最終ブロックの日時</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>開く(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Console</source>
        <translation>コンソール(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Network Traffic</source>
        <translation>ネットワークトラフィック(&amp;N)</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>In:</source>
        <translation>入力:</translation>
    </message>
    <message>
        <source>Out:</source>
        <translation>出力:</translation>
    </message>
    <message>
        <source>Debug log file</source>
        <translation>デバッグ用ログファイル</translation>
    </message>
    <message>
        <source>Clear console</source>
        <translation>コンソールをクリア</translation>
    </message>
    <message>
        <source>1 &amp;hour</source>
        <translation>1時間(&amp;H)</translation>
    </message>
    <message>
        <source>1 &amp;day</source>
        <translation>1日(&amp;D)</translation>
    </message>
    <message>
        <source>1 &amp;week</source>
        <translation>1週間(&amp;W)</translation>
    </message>
    <message>
        <source>1 &amp;year</source>
        <translation>1年(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation>切断(&amp;D)</translation>
    </message>
    <message>
        <source>Ban for</source>
        <translation>Banする:</translation>
    </message>
    <message>
        <source>&amp;Unban</source>
        <translation>Banを解除する(&amp;U)</translation>
    </message>
    <message>
        <source>Welcome to the %1 RPC console.</source>
        <translation>%1 の RPC コンソールへようこそ。</translation>
    </message>
    <message>
        <source>Use up and down arrows to navigate history, and %1 to clear screen.</source>
        <translation>上下の矢印で履歴をたどれます。%1 でスクリーンを消去できます。</translation>
    </message>
    <message>
        <source>Type %1 for an overview of available commands.</source>
        <translation>使用可能なコマンドを見るには %1 と入力します。</translation>
    </message>
    <message>
        <source>For more information on using this console type %1.</source>
        <translation>詳しくは、コンソールで %1 と入力してください。</translation>
    </message>
    <message>
        <source>WARNING: Scammers have been active, telling users to type commands here, stealing their wallet contents. Do not use this console without fully understanding the ramifications of a command.</source>
        <translation>警告: 以前から詐欺師が活発に活動しており、この画面でユーザーにコマンドを入力させてウォレットの中身を盗もうとしています。コマンドを実行した結果何が起こるかを完全に理解していない場合は、このコンソールを利用しないでください。</translation>
    </message>
    <message>
        <source>Network activity disabled</source>
        <translation>ネットワーク活動が無効になりました</translation>
    </message>
    <message>
        <source>Executing command without any wallet</source>
        <translation>どのウォレットも使わずにコマンドを実行します</translation>
    </message>
    <message>
        <source>Executing command using "%1" wallet</source>
        <translation>"%1" ウォレットを使ってコマンドを実行します</translation>
    </message>
    <message>
        <source>(node id: %1)</source>
        <translation>(ノードID: %1)</translation>
    </message>
    <message>
        <source>via %1</source>
        <translation>%1 経由</translation>
    </message>
    <message>
        <source>never</source>
        <translation>まだ無し</translation>
    </message>
    <message>
        <source>Inbound</source>
        <translation>内向き</translation>
    </message>
    <message>
        <source>Outbound</source>
        <translation>外向き</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>No</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>不明</translation>
    </message>
</context>
<context>
    <name>ReceiveCoinsDialog</name>
    <message>
        <source>&amp;Amount:</source>
        <translation>金額:(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>ラベル(&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Message:</source>
        <translation>メッセージ (&amp;M):</translation>
    </message>
    <message>
        <source>An optional message to attach to the payment request, which will be displayed when the request is opened. Note: The message will not be sent with the payment over the Feathercoin network.</source>
        <translation>支払いリクエストに添付するメッセージ（任意）。支払リクエスト開始時に表示されます。注意: メッセージは Feathercoin ネットワーク上へ送信されません。</translation>
    </message>
    <message>
        <source>An optional label to associate with the new receiving address.</source>
        <translation>新規受取用アドレスに紐づけるラベル（任意）。</translation>
    </message>
    <message>
        <source>Use this form to request payments. All fields are &lt;b&gt;optional&lt;/b&gt;.</source>
        <translation>このフォームで支払いをリクエストしましょう。全ての入力欄は&lt;b&gt;任意入力&lt;/b&gt;です。</translation>
    </message>
    <message>
        <source>An optional amount to request. Leave this empty or zero to not request a specific amount.</source>
        <translation>リクエストする金額（任意）。特定の金額をリクエストしない場合は、この欄は空白のままかゼロにしてください。</translation>
    </message>
    <message>
        <source>&amp;Create new receiving address</source>
        <translation>新しい受取用アドレスを作成</translation>
    </message>
    <message>
        <source>Clear all fields of the form.</source>
        <translation>全ての入力欄をクリア</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Native segwit addresses (aka Bech32 or BIP-173) reduce your transaction fees later on and offer better protection against typos, but old wallets don't support them. When unchecked, an address compatible with older wallets will be created instead.</source>
        <translation>ネイティブ Segwit アドレス(別名: Bech32 アドレス・ BIP-173 アドレス)を利用することで、取引手数料が安くなり、誤入力防止機能も強化されますが、Segwit アドレスをサポートしない古いウォレットとは取引できません。チェックを外すと、古いウォレットとの互換性を保ったアドレスが代わりに生成されます。</translation>
    </message>
    <message>
        <source>Generate native segwit (Bech32) address</source>
        <translation>Segwit アドレス（Bech32 アドレス）を生成</translation>
    </message>
    <message>
        <source>Requested payments history</source>
        <translation>支払いリクエスト履歴</translation>
    </message>
    <message>
        <source>Show the selected request (does the same as double clicking an entry)</source>
        <translation>選択されたリクエストを表示（項目をダブルクリックすることでも表示できます）</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>表示</translation>
    </message>
    <message>
        <source>Remove the selected entries from the list</source>
        <translation>選択項目をリストから削除</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Copy URI</source>
        <translation>URIをコピー</translation>
    </message>
    <message>
        <source>Copy label</source>
        <translation>ラベルをコピー</translation>
    </message>
    <message>
        <source>Copy message</source>
        <translation>メッセージをコピー</translation>
    </message>
    <message>
        <source>Copy amount</source>
        <translation>金額をコピー</translation>
    </message>
</context>
<context>
    <name>ReceiveRequestDialog</name>
    <message>
        <source>QR Code</source>
        <translation>QRコード</translation>
    </message>
    <message>
        <source>Copy &amp;URI</source>
        <translation>URIをコピーする(&amp;U)</translation>
    </message>
    <message>
        <source>Copy &amp;Address</source>
        <translation>アドレスをコピー(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Save Image...</source>
        <translation>画像を保存(&amp;S)...</translation>
    </message>
    <message>
        <source>Request payment to %1</source>
        <translation>%1 への支払いリクエスト</translation>
    </message>
    <message>
        <source>Payment information</source>
        <translation>支払い情報</translation>
    </message>
    <message>
        <source>URI</source>
        <translation>URI</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>ラベル</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <source>Wallet</source>
        <translation>ウォレット</translation>
    </message>
</context>
<context>
    <name>RecentRequestsTableModel</name>
    <message>
        <source>Date</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>ラベル</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation>(ラベル無し)</translation>
    </message>
    <message>
        <source>(no message)</source>
        <translation>(メッセージ無し)</translation>
    </message>
    <message>
        <source>(no amount requested)</source>
        <translation>(指定無し)</translation>
    </message>
    <message>
        <source>Requested</source>
        <translation>リクエストされた金額</translation>
    </message>
</context>
<context>
    <name>SendCoinsDialog</name>
    <message>
        <source>Send Coins</source>
        <translation>コインの送金</translation>
    </message>
    <message>
        <source>Coin Control Features</source>
        <translation>コインコントロール機能</translation>
    </message>
    <message>
        <source>Inputs...</source>
        <translation>インプット...</translation>
    </message>
    <message>
        <source>automatically selected</source>
        <translation>自動選択</translation>
    </message>
    <message>
        <source>Insufficient funds!</source>
        <translation>残高不足です！</translation>
    </message>
    <message>
        <source>Quantity:</source>
        <translation>選択数:</translation>
    </message>
    <message>
        <source>Bytes:</source>
        <translation>バイト数:</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>金額:</translation>
    </message>
    <message>
        <source>Fee:</source>
        <translation>手数料:</translation>
    </message>
    <message>
        <source>After Fee:</source>
        <translation>手数料差引後金額:</translation>
    </message>
    <message>
        <source>Change:</source>
        <translation>お釣り:</translation>
    </message>
    <message>
        <source>If this is activated, but the change address is empty or invalid, change will be sent to a newly generated address.</source>
        <translation>チェックが付いているにもかかわらず、お釣りアドレスが空欄や無効である場合、お釣りは新しく生成されたアドレスへ送金されます。</translation>
    </message>
    <message>
        <source>Custom change address</source>
        <translation>カスタムお釣りアドレス</translation>
    </message>
    <message>
        <source>Transaction Fee:</source>
        <translation>トランザクション手数料：</translation>
    </message>
    <message>
        <source>Choose...</source>
        <translation>選択...</translation>
    </message>
    <message>
        <source>Using the fallbackfee can result in sending a transaction that will take several hours or days (or never) to confirm. Consider choosing your fee manually or wait until you have validated the complete chain.</source>
        <translation>代替料金を利用することで、承認されるまでに数時間または数日 (ないし一生承認されない) トランザクションを送信してしまう可能性があります。手動にて手数料を選択するか、完全なブロックチェーンの検証が終わるまで待つことを検討しましょう</translation>
    </message>
    <message>
        <source>Warning: Fee estimation is currently not possible.</source>
        <translation>警告: 手数料推定機能は現在利用できません。</translation>
    </message>
    <message>
        <source>collapse fee-settings</source>
        <translation>手数料設定を折りたたむ</translation>
    </message>
    <message>
        <source>Specify a custom fee per kB (1,000 bytes) of the transaction's virtual size.

Note:  Since the fee is calculated on a per-byte basis, a fee of "100 satoshis per kB" for a transaction size of 500 bytes (half of 1 kB) would ultimately yield a fee of only 50 satoshis.</source>
        <translation>トランザクションの仮想サイズの1 kB(1,000 バイト)あたりのカスタム手数料を指定する。

注: 手数料はバイト単位で計算されるので、500 バイト(1 kBの半分)のトランザクションサイズに対する「1 kBあたり 100 satoshi」の手数料は、最終的にはわずか 50 satoshi となります。</translation>
    </message>
    <message>
        <source>per kilobyte</source>
        <translation>1キロバイトあたり</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>隠す</translation>
    </message>
    <message>
        <source>Recommended:</source>
        <translation>推奨:</translation>
    </message>
    <message>
        <source>Custom:</source>
        <translation>カスタム:</translation>
    </message>
    <message>
        <source>(Smart fee not initialized yet. This usually takes a few blocks...)</source>
        <translation>（スマート手数料はまだ初期化されていません。これにはおおよそ数ブロックほどかかります...）</translation>
    </message>
    <message>
        <source>Send to multiple recipients at once</source>
        <translation>一度に複数の送金先に送る</translation>
    </message>
    <message>
        <source>Add &amp;Recipient</source>
        <translation>送金先を追加(&amp;R)</translation>
    </message>
    <message>
        <source>Clear all fields of the form.</source>
        <translation>全ての入力欄をクリア</translation>
    </message>
    <message>
        <source>Dust:</source>
        <translation>ダスト:</translation>
    </message>
    <message>
        <source>When there is less transaction volume than space in the blocks, miners as well as relaying nodes may enforce a minimum fee. Paying only this minimum fee is just fine, but be aware that this can result in a never confirming transaction once there is more demand for feathercoin transactions than the network can process.</source>
        <translation>ブロック内の空きよりトランザクション流量が少ない場合、マイナーや中継ノードは最低限の手数料でも処理することがあります。この最低限の手数料だけを支払っても問題ありませんが、一度トランザクションの需要がネットワークの処理能力を超えてしまった場合には、トランザクションが永久に承認されなくなってしまう可能性があることにご注意ください。</translation>
    </message>
    <message>
        <source>A too low fee might result in a never confirming transaction (read the tooltip)</source>
        <translation>手数料が低すぎるとトランザクションが永久に承認されなくなる可能性があります (ツールチップを参照)</translation>
    </message>
    <message>
        <source>Confirmation time target:</source>
        <translation>目標承認時間</translation>
    </message>
    <message>
        <source>Enable Replace-By-Fee</source>
        <translation>Replace-By-Fee を有効化する</translation>
    </message>
    <message>
        <source>With Replace-By-Fee (BIP-125) you can increase a transaction's fee after it is sent. Without this, a higher fee may be recommended to compensate for increased transaction delay risk.</source>
        <translation>Replace-By-Fee(手数料の上乗せ: BIP-125)機能を有効にすることで、トランザクション送信後でも手数料を上乗せすることができます。この機能を利用しない場合、予め手数料を多めに見積もっておかないと取引が遅れる可能性があります。</translation>
    </message>
    <message>
        <source>Clear &amp;All</source>
        <translation>全てクリア(&amp;A)</translation>
    </message>
    <message>
        <source>Balance:</source>
        <translation>残高:</translation>
    </message>
    <message>
        <source>Confirm the send action</source>
        <translation>送金内容を確認</translation>
    </message>
    <message>
        <source>S&amp;end</source>
        <translation>送金(&amp;E)</translation>
    </message>
    <message>
        <source>Copy quantity</source>
        <translation>選択数をコピー</translation>
    </message>
    <message>
        <source>Copy amount</source>
        <translation>金額をコピー</translation>
    </message>
    <message>
        <source>Copy fee</source>
        <translation>手数料をコピー</translation>
    </message>
    <message>
        <source>Copy after fee</source>
        <translation>手数料差引後金額をコピー</translation>
    </message>
    <message>
        <source>Copy bytes</source>
        <translation>バイト数をコピーす</translation>
    </message>
    <message>
        <source>Copy dust</source>
        <translation>ダストをコピー</translation>
    </message>
    <message>
        <source>Copy change</source>
        <translation>お釣りをコピー</translation>
    </message>
    <message>
        <source>%1 (%2 blocks)</source>
        <translation>%1 (%2 ブロック)</translation>
    </message>
    <message>
        <source> from wallet '%1'</source>
        <translation>ウォレット '%1' から</translation>
    </message>
    <message>
        <source>%1 to '%2'</source>
        <translation>%1 から '%2'</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 送金先: %2</translation>
    </message>
    <message>
        <source>Are you sure you want to send?</source>
        <translation>送金してもよろしいですか？</translation>
    </message>
    <message>
        <source>or</source>
        <translation>または</translation>
    </message>
    <message>
        <source>You can increase the fee later (signals Replace-By-Fee, BIP-125).</source>
        <translation>手数料は後から上乗せ可能です(Replace-By-Fee(手数料の上乗せ: BIP-125)機能が有効)。</translation>
    </message>
    <message>
        <source>Please, review your transaction.</source>
        <translation>取引内容の最終確認をしてください。</translation>
    </message>
    <message>
        <source>Transaction fee</source>
        <translation>取引手数料</translation>
    </message>
    <message>
        <source>Not signalling Replace-By-Fee, BIP-125.</source>
        <translation>Replace-By-Fee(手数料の上乗せ: BIP-125)機能は有効になっていません。</translation>
    </message>
    <message>
        <source>Total Amount</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>To review recipient list click "Show Details..."</source>
        <translation>受信者の一覧を確認するには "詳細を表示..." をクリック</translation>
    </message>
    <message>
        <source>Confirm send coins</source>
        <translation>送金の確認</translation>
    </message>
    <message>
        <source>The recipient address is not valid. Please recheck.</source>
        <translation>送金先アドレスが不正です。再確認してください。</translation>
    </message>
    <message>
        <source>The amount to pay must be larger than 0.</source>
        <translation>支払い総額は0より大きい必要があります。</translation>
    </message>
    <message>
        <source>The amount exceeds your balance.</source>
        <translation>支払い総額が残高を超えています。</translation>
    </message>
    <message>
        <source>The total exceeds your balance when the %1 transaction fee is included.</source>
        <translation>取引手数料 %1 を含めた総額が残高を超えています。</translation>
    </message>
    <message>
        <source>Duplicate address found: addresses should only be used once each.</source>
        <translation>重複したアドレスが見つかりました: アドレスはそれぞれ一度のみ使用することができます。</translation>
    </message>
    <message>
        <source>Transaction creation failed!</source>
        <translation>取引の作成に失敗しました！</translation>
    </message>
    <message>
        <source>The transaction was rejected with the following reason: %1</source>
        <translation>取引は次の理由により拒否されました: %1</translation>
    </message>
    <message>
        <source>A fee higher than %1 is considered an absurdly high fee.</source>
        <translation>%1 よりも高い手数料は、異常に高すぎです。</translation>
    </message>
    <message>
        <source>Payment request expired.</source>
        <translation>支払いリクエストが期限切れです。</translation>
    </message>
    <message numerus="yes">
        <source>Estimated to begin confirmation within %n block(s).</source>
        <translation><numerusform>予想される承認開始ブロック: %n ブロック以内</numerusform></translation>
    </message>
    <message>
        <source>Warning: Invalid Feathercoin address</source>
        <translation>警告: 無効な Feathercoin アドレス</translation>
    </message>
    <message>
        <source>Warning: Unknown change address</source>
        <translation>警告：正体不明のお釣りアドレスです</translation>
    </message>
    <message>
        <source>Confirm custom change address</source>
        <translation>カスタムお釣りアドレスの確認</translation>
    </message>
    <message>
        <source>The address you selected for change is not part of this wallet. Any or all funds in your wallet may be sent to this address. Are you sure?</source>
        <translation>お釣り用として指定されたアドレスはこのウォレットのものではありません。このウォレットの一部又は全部の資産がこのアドレスへ送金されます。よろしいですか？</translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation>(ラベル無し)</translation>
    </message>
</context>
<context>
    <name>SendCoinsEntry</name>
    <message>
        <source>A&amp;mount:</source>
        <translation>金額(&amp;A):</translation>
    </message>
    <message>
        <source>Pay &amp;To:</source>
        <translation>送金先(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>ラベル(&amp;L):</translation>
    </message>
    <message>
        <source>Choose previously used address</source>
        <translation>これまでに送金したことがあるアドレスから選択</translation>
    </message>
    <message>
        <source>This is a normal payment.</source>
        <translation>これは通常の支払いです。</translation>
    </message>
    <message>
        <source>The Feathercoin address to send the payment to</source>
        <translation>支払い先 Feathercoin アドレス</translation>
    </message>
    <message>
        <source>Alt+A</source>
        <translation>Alt+A</translation>
    </message>
    <message>
        <source>Paste address from clipboard</source>
        <translation>クリップボードからアドレスを貼り付け</translation>
    </message>
    <message>
        <source>Alt+P</source>
        <translation>Alt+P</translation>
    </message>
    <message>
        <source>Remove this entry</source>
        <translation>この項目を削除</translation>
    </message>
    <message>
        <source>The fee will be deducted from the amount being sent. The recipient will receive less feathercoins than you enter in the amount field. If multiple recipients are selected, the fee is split equally.</source>
        <translation>手数料は送金する金額から差し引かれます。送金先には金額欄で指定した額よりも少ない Feathercoin が送られます。送金先が複数ある場合は、手数料は均等に分けられます。</translation>
    </message>
    <message>
        <source>S&amp;ubtract fee from amount</source>
        <translation>送金額から手数料を差し引く(&amp;U)</translation>
    </message>
    <message>
        <source>Use available balance</source>
        <translation>利用可能な残額を使用</translation>
    </message>
    <message>
        <source>Message:</source>
        <translation>メッセージ:</translation>
    </message>
    <message>
        <source>This is an unauthenticated payment request.</source>
        <translation>これは未認証の支払いリクエストです。</translation>
    </message>
    <message>
        <source>This is an authenticated payment request.</source>
        <translation>これは認証済みの支払いリクエストです。</translation>
    </message>
    <message>
        <source>Enter a label for this address to add it to the list of used addresses</source>
        <translation>このアドレスに対するラベルを入力することで、送金したことがあるアドレスの一覧に追加することができます</translation>
    </message>
    <message>
        <source>A message that was attached to the feathercoin: URI which will be stored with the transaction for your reference. Note: This message will not be sent over the Feathercoin network.</source>
        <translation>feathercoin: URIに添付されていたメッセージです。これは参照用として取引とともに保存されます。注意: メッセージは Feathercoin ネットワーク上へ送信されません。</translation>
    </message>
    <message>
        <source>Pay To:</source>
        <translation>送金先:</translation>
    </message>
    <message>
        <source>Memo:</source>
        <translation>メモ:</translation>
    </message>
    <message>
        <source>Enter a label for this address to add it to your address book</source>
        <translation>アドレス帳に追加するには、このアドレスのラベルを入力します</translation>
    </message>
</context>
<context>
    <name>SendConfirmationDialog</name>
    <message>
        <source>Yes</source>
        <translation>はい</translation>
    </message>
</context>
<context>
    <name>ShutdownWindow</name>
    <message>
        <source>%1 is shutting down...</source>
        <translation>%1 をシャットダウンしています...</translation>
    </message>
    <message>
        <source>Do not shut down the computer until this window disappears.</source>
        <translation>このウィンドウが消えるまでコンピュータをシャットダウンしないでください。</translation>
    </message>
</context>
<context>
    <name>SignVerifyMessageDialog</name>
    <message>
        <source>Signatures - Sign / Verify a Message</source>
        <translation>署名 - メッセージの署名・検証</translation>
    </message>
    <message>
        <source>&amp;Sign Message</source>
        <translation>メッセージの署名(&amp;S)</translation>
    </message>
    <message>
        <source>You can sign messages/agreements with your addresses to prove you can receive feathercoins sent to them. Be careful not to sign anything vague or random, as phishing attacks may try to trick you into signing your identity over to them. Only sign fully-detailed statements you agree to.</source>
        <translation>あなたが所有しているアドレスでメッセージや契約書に署名をすることで、それらのアドレスへ送られた Feathercoin を受け取ることができることを証明できます。フィッシング攻撃者があなたを騙して、あなたの身分情報に署名させようとしている可能性があるため、よくわからないものやランダムな文字列に対して署名しないでください。あなたが同意した、よく詳細の記された文言にのみ署名するようにしてください。</translation>
    </message>
    <message>
        <source>The Feathercoin address to sign the message with</source>
        <translation>メッセージの署名に使用する Feathercoin アドレス</translation>
    </message>
    <message>
        <source>Choose previously used address</source>
        <translation>これまでに使用したことがあるアドレスから選択</translation>
    </message>
    <message>
        <source>Alt+A</source>
        <translation>Alt+A</translation>
    </message>
    <message>
        <source>Paste address from clipboard</source>
        <translation>クリップボードからアドレスを貼り付け</translation>
    </message>
    <message>
        <source>Alt+P</source>
        <translation>Alt+P</translation>
    </message>
    <message>
        <source>Enter the message you want to sign here</source>
        <translation>署名するメッセージを入力</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>署名</translation>
    </message>
    <message>
        <source>Copy the current signature to the system clipboard</source>
        <translation>この署名をシステムのクリップボードにコピー</translation>
    </message>
    <message>
        <source>Sign the message to prove you own this Feathercoin address</source>
        <translation>メッセージに署名してこの Feathercoin アドレスを所有していることを証明</translation>
    </message>
    <message>
        <source>Sign &amp;Message</source>
        <translation>メッセージを署名(&amp;M)</translation>
    </message>
    <message>
        <source>Reset all sign message fields</source>
        <translation>入力欄の内容を全て消去</translation>
    </message>
    <message>
        <source>Clear &amp;All</source>
        <translation>全てクリア(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Verify Message</source>
        <translation>メッセージの検証(&amp;V)</translation>
    </message>
    <message>
        <source>Enter the receiver's address, message (ensure you copy line breaks, spaces, tabs, etc. exactly) and signature below to verify the message. Be careful not to read more into the signature than what is in the signed message itself, to avoid being tricked by a man-in-the-middle attack. Note that this only proves the signing party receives with the address, it cannot prove sendership of any transaction!</source>
        <translation>送金先のアドレスと、メッセージ（改行やスペース、タブなども完全に一致させること）および署名を以下に入力し、メッセージを検証します。中間者攻撃により騙されるのを防ぐため、署名対象のメッセージから書かれていること以上の意味を読み取ろうとしないでください。また、これは署名作成者がこのアドレスで受け取れることを証明するだけであり、取引の送信権限を証明するものではありません！</translation>
    </message>
    <message>
        <source>The Feathercoin address the message was signed with</source>
        <translation>メッセージの署名に使われた Feathercoin アドレス</translation>
    </message>
    <message>
        <source>Verify the message to ensure it was signed with the specified Feathercoin address</source>
        <translation>メッセージを検証して指定された Feathercoin アドレスで署名されたことを確認</translation>
    </message>
    <message>
        <source>Verify &amp;Message</source>
        <translation>メッセージを検証(&amp;M)</translation>
    </message>
    <message>
        <source>Reset all verify message fields</source>
        <translation>入力欄の内容を全て消去</translation>
    </message>
    <message>
        <source>Click "Sign Message" to generate signature</source>
        <translation>「メッセージを署名」をクリックして署名を生成</translation>
    </message>
    <message>
        <source>The entered address is invalid.</source>
        <translation>不正なアドレスが入力されました。</translation>
    </message>
    <message>
        <source>Please check the address and try again.</source>
        <translation>アドレスが正しいか確かめてから、もう一度試してください。</translation>
    </message>
    <message>
        <source>The entered address does not refer to a key.</source>
        <translation>入力されたアドレスに紐づく鍵がありません。</translation>
    </message>
    <message>
        <source>Wallet unlock was cancelled.</source>
        <translation>ウォレットのアンロックはキャンセルされました。</translation>
    </message>
    <message>
        <source>Private key for the entered address is not available.</source>
        <translation>入力されたアドレスの秘密鍵は利用できません。</translation>
    </message>
    <message>
        <source>Message signing failed.</source>
        <translation>メッセージの署名に失敗しました。</translation>
    </message>
    <message>
        <source>Message signed.</source>
        <translation>メッセージに署名しました。</translation>
    </message>
    <message>
        <source>The signature could not be decoded.</source>
        <translation>署名が復号できませんでした。</translation>
    </message>
    <message>
        <source>Please check the signature and try again.</source>
        <translation>署名が正しいか確認してから、もう一度試してください。</translation>
    </message>
    <message>
        <source>The signature did not match the message digest.</source>
        <translation>署名がメッセージダイジェストと一致しませんでした。</translation>
    </message>
    <message>
        <source>Message verification failed.</source>
        <translation>メッセージの検証に失敗しました。</translation>
    </message>
    <message>
        <source>Message verified.</source>
        <translation>メッセージは検証されました。</translation>
    </message>
</context>
<context>
    <name>TrafficGraphWidget</name>
    <message>
        <source>KB/s</source>
        <translation>KB/秒</translation>
    </message>
</context>
<context>
    <name>TransactionDesc</name>
    <message numerus="yes">
        <source>Open for %n more block(s)</source>
        <translation><numerusform>あと %n ブロックは未承認の予定</numerusform></translation>
    </message>
    <message>
        <source>Open until %1</source>
        <translation>%1 まで未承認の予定</translation>
    </message>
    <message>
        <source>conflicted with a transaction with %1 confirmations</source>
        <translation>%1 承認の取引と衝突</translation>
    </message>
    <message>
        <source>0/unconfirmed, %1</source>
        <translation>0/未承認, %1</translation>
    </message>
    <message>
        <source>in memory pool</source>
        <translation>メモリプール内</translation>
    </message>
    <message>
        <source>not in memory pool</source>
        <translation>メモリプール外</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>送信中止</translation>
    </message>
    <message>
        <source>%1/unconfirmed</source>
        <translation>%1/未承認</translation>
    </message>
    <message>
        <source>%1 confirmations</source>
        <translation>%1 承認</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>ソース</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>生成</translation>
    </message>
    <message>
        <source>From</source>
        <translation>送金元</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>To</source>
        <translation>送金先</translation>
    </message>
    <message>
        <source>own address</source>
        <translation>自分のアドレス</translation>
    </message>
    <message>
        <source>watch-only</source>
        <translation>ウォッチ限定</translation>
    </message>
    <message>
        <source>label</source>
        <translation>ラベル</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>貸方</translation>
    </message>
    <message numerus="yes">
        <source>matures in %n more block(s)</source>
        <translation><numerusform>あと %n ブロックで成熟</numerusform></translation>
    </message>
    <message>
        <source>not accepted</source>
        <translation>承認されていない</translation>
    </message>
    <message>
        <source>Debit</source>
        <translation>借方</translation>
    </message>
    <message>
        <source>Total debit</source>
        <translation>借方総計</translation>
    </message>
    <message>
        <source>Total credit</source>
        <translation>貸方総計</translation>
    </message>
    <message>
        <source>Transaction fee</source>
        <translation>取引手数料</translation>
    </message>
    <message>
        <source>Net amount</source>
        <translation>正味金額</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>コメント</translation>
    </message>
    <message>
        <source>Transaction ID</source>
        <translation>取引ID</translation>
    </message>
    <message>
        <source>Transaction total size</source>
        <translation>トランザクションの全体サイズ</translation>
    </message>
    <message>
        <source>Transaction virtual size</source>
        <translation>トランザクションの仮想サイズ</translation>
    </message>
    <message>
        <source>Output index</source>
        <translation>アウトプット インデックス数</translation>
    </message>
    <message>
        <source> (Certificate was not verified)</source>
        <translation>(証明書は検証されませんでした)</translation>
    </message>
    <message>
        <source>Merchant</source>
        <translation>リクエスト元</translation>
    </message>
    <message>
        <source>Generated coins must mature %1 blocks before they can be spent. When you generated this block, it was broadcast to the network to be added to the block chain. If it fails to get into the chain, its state will change to "not accepted" and it won't be spendable. This may occasionally happen if another node generates a block within a few seconds of yours.</source>
        <translation>生成されたコインは、%1 ブロックの間成熟させたあとに使用可能になります。このブロックは生成された際、ブロックチェーンに取り込まれるためにネットワークに放流されました。ブロックチェーンに取り込まれられなかった場合、取引状態が「承認されていない」に変更され、コインは使用不能になります。これは、別のノードがあなたの数秒前にブロックを生成した場合に時々起こる場合があります。</translation>
    </message>
    <message>
        <source>Debug information</source>
        <translation>デバッグ情報</translation>
    </message>
    <message>
        <source>Transaction</source>
        <translation>トランザクション</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>インプット</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>true</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>false</source>
        <translation>いいえ</translation>
    </message>
</context>
<context>
    <name>TransactionDescDialog</name>
    <message>
        <source>This pane shows a detailed description of the transaction</source>
        <translation>取引の詳細</translation>
    </message>
    <message>
        <source>Details for %1</source>
        <translation>%1 の詳細</translation>
    </message>
</context>
<context>
    <name>TransactionTableModel</name>
    <message>
        <source>Date</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>種別</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>ラベル</translation>
    </message>
    <message numerus="yes">
        <source>Open for %n more block(s)</source>
        <translation><numerusform>あと %n ブロックは未承認の予定</numerusform></translation>
    </message>
    <message>
        <source>Open until %1</source>
        <translation>%1 まで未承認の予定</translation>
    </message>
    <message>
        <source>Unconfirmed</source>
        <translation>未承認</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>送信中止</translation>
    </message>
    <message>
        <source>Confirming (%1 of %2 recommended confirmations)</source>
        <translation>承認中（推奨承認数 %2 のうち %1 承認が完了）</translation>
    </message>
    <message>
        <source>Confirmed (%1 confirmations)</source>
        <translation>承認されました（%1 承認）</translation>
    </message>
    <message>
        <source>Conflicted</source>
        <translation>衝突</translation>
    </message>
    <message>
        <source>Immature (%1 confirmations, will be available after %2)</source>
        <translation>未成熟（%1 承認。%2 承認完了後に使用可能）</translation>
    </message>
    <message>
        <source>Generated but not accepted</source>
        <translation>生成されましたが承認されませんでした</translation>
    </message>
    <message>
        <source>Received with</source>
        <translation>受取(通常)</translation>
    </message>
    <message>
        <source>Received from</source>
        <translation>受取(その他)</translation>
    </message>
    <message>
        <source>Sent to</source>
        <translation>送金</translation>
    </message>
    <message>
        <source>Payment to yourself</source>
        <translation>自分への送金</translation>
    </message>
    <message>
        <source>Mined</source>
        <translation>発掘</translation>
    </message>
    <message>
        <source>watch-only</source>
        <translation>ウォッチ限定</translation>
    </message>
    <message>
        <source>(n/a)</source>
        <translation>(n/a)</translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation>(ラベル無し)</translation>
    </message>
    <message>
        <source>Transaction status. Hover over this field to show number of confirmations.</source>
        <translation>取引の状況。このフィールドの上にカーソルを置くと承認数が表示されます。</translation>
    </message>
    <message>
        <source>Date and time that the transaction was received.</source>
        <translation>取引を受信した日時。</translation>
    </message>
    <message>
        <source>Type of transaction.</source>
        <translation>取引の種類。</translation>
    </message>
    <message>
        <source>Whether or not a watch-only address is involved in this transaction.</source>
        <translation>ウォッチ限定アドレスがこの取引に含まれているかどうか。</translation>
    </message>
    <message>
        <source>User-defined intent/purpose of the transaction.</source>
        <translation>ユーザー定義の取引の目的や用途。</translation>
    </message>
    <message>
        <source>Amount removed from or added to balance.</source>
        <translation>残高から増えた又は減った総額。</translation>
    </message>
</context>
<context>
    <name>TransactionView</name>
    <message>
        <source>All</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>今日</translation>
    </message>
    <message>
        <source>This week</source>
        <translation>今週</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>今月</translation>
    </message>
    <message>
        <source>Last month</source>
        <translation>先月</translation>
    </message>
    <message>
        <source>This year</source>
        <translation>今年</translation>
    </message>
    <message>
        <source>Range...</source>
        <translation>期間指定...</translation>
    </message>
    <message>
        <source>Received with</source>
        <translation>受取</translation>
    </message>
    <message>
        <source>Sent to</source>
        <translation>送金</translation>
    </message>
    <message>
        <source>To yourself</source>
        <translation>自己送金</translation>
    </message>
    <message>
        <source>Mined</source>
        <translation>発掘</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>その他</translation>
    </message>
    <message>
        <source>Enter address, transaction id, or label to search</source>
        <translation>検索したいアドレスや取引ID、ラベルを入力</translation>
    </message>
    <message>
        <source>Min amount</source>
        <translation>表示最小金額</translation>
    </message>
    <message>
        <source>Abandon transaction</source>
        <translation>取引の送信を中止</translation>
    </message>
    <message>
        <source>Increase transaction fee</source>
        <translation>取引手数料を上乗せ</translation>
    </message>
    <message>
        <source>Copy address</source>
        <translation>アドレスをコピー</translation>
    </message>
    <message>
        <source>Copy label</source>
        <translation>ラベルをコピー</translation>
    </message>
    <message>
        <source>Copy amount</source>
        <translation>金額をコピー</translation>
    </message>
    <message>
        <source>Copy transaction ID</source>
        <translation>取引IDをコピー</translation>
    </message>
    <message>
        <source>Copy raw transaction</source>
        <translation>生トランザクションをコピー</translation>
    </message>
    <message>
        <source>Copy full transaction details</source>
        <translation>取引の詳細すべてをコピー</translation>
    </message>
    <message>
        <source>Edit label</source>
        <translation>ラベルを編集</translation>
    </message>
    <message>
        <source>Show transaction details</source>
        <translation>取引の詳細を表示</translation>
    </message>
    <message>
        <source>Export Transaction History</source>
        <translation>取引履歴をエクスポート</translation>
    </message>
    <message>
        <source>Comma separated file (*.csv)</source>
        <translation>テキスト CSV (*.csv)</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>承認済み</translation>
    </message>
    <message>
        <source>Watch-only</source>
        <translation>ウォッチ限定</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>種別</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>ラベル</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Exporting Failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
    <message>
        <source>There was an error trying to save the transaction history to %1.</source>
        <translation>取引履歴を %1 に保存する際にエラーが発生しました。</translation>
    </message>
    <message>
        <source>Exporting Successful</source>
        <translation>エクスポートに成功しました</translation>
    </message>
    <message>
        <source>The transaction history was successfully saved to %1.</source>
        <translation>取引履歴は正常に %1 に保存されました。</translation>
    </message>
    <message>
        <source>Range:</source>
        <translation>期間:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>〜</translation>
    </message>
</context>
<context>
    <name>UnitDisplayStatusBarControl</name>
    <message>
        <source>Unit to show amounts in. Click to select another unit.</source>
        <translation>金額を表示する際の単位。クリックすると他の単位を選択できます。</translation>
    </message>
</context>
<context>
    <name>WalletController</name>
    <message>
        <source>Close wallet</source>
        <translation>ウォレットを閉じる</translation>
    </message>
    <message>
        <source>Are you sure you wish to close the wallet &lt;i&gt;%1&lt;/i&gt;?</source>
        <translation>本当にウォレット&lt;i&gt;%1&lt;/i&gt;を閉じますか？</translation>
    </message>
    <message>
        <source>Closing the wallet for too long can result in having to resync the entire chain if pruning is enabled.</source>
        <translation>ブロックファイル剪定が有効の場合、長期間ウォレットを起動しないと全チェーンを再度同期させる必要があるかもしれません。</translation>
    </message>
</context>
<context>
    <name>WalletFrame</name>
    <message>
        <source>No wallet has been loaded.</source>
        <translation>ウォレットが読み込まれていません。</translation>
    </message>
</context>
<context>
    <name>WalletModel</name>
    <message>
        <source>Send Coins</source>
        <translation>コインの送金</translation>
    </message>
    <message>
        <source>Fee bump error</source>
        <translation>手数料上乗せエラー</translation>
    </message>
    <message>
        <source>Increasing transaction fee failed</source>
        <translation>取引手数料の上乗せに失敗しました</translation>
    </message>
    <message>
        <source>Do you want to increase the fee?</source>
        <translation>手数料を上乗せしてもよろしいですか？</translation>
    </message>
    <message>
        <source>Current fee:</source>
        <translation>現在の手数料:</translation>
    </message>
    <message>
        <source>Increase:</source>
        <translation>上乗せ額:</translation>
    </message>
    <message>
        <source>New fee:</source>
        <translation>新しい手数料:</translation>
    </message>
    <message>
        <source>Confirm fee bump</source>
        <translation>手数料上乗せの確認</translation>
    </message>
    <message>
        <source>Can't sign transaction.</source>
        <translation>トランザクションを署名できませんでした。</translation>
    </message>
    <message>
        <source>Could not commit transaction</source>
        <translation>トランザクションのコミットに失敗しました</translation>
    </message>
    <message>
        <source>default wallet</source>
        <translation>デフォルトウォレット</translation>
    </message>
</context>
<context>
    <name>WalletView</name>
    <message>
        <source>&amp;Export</source>
        <translation>エクスポート(&amp;E)</translation>
    </message>
    <message>
        <source>Export the data in the current tab to a file</source>
        <translation>現在のタブのデータをファイルにエクスポート</translation>
    </message>
    <message>
        <source>Backup Wallet</source>
        <translation>ウォレットのバックアップ</translation>
    </message>
    <message>
        <source>Wallet Data (*.dat)</source>
        <translation>ウォレット データ (*.dat)</translation>
    </message>
    <message>
        <source>Backup Failed</source>
        <translation>バックアップ失敗</translation>
    </message>
    <message>
        <source>There was an error trying to save the wallet data to %1.</source>
        <translation>ウォレットデータを %1 へ保存する際にエラーが発生しました。</translation>
    </message>
    <message>
        <source>Backup Successful</source>
        <translation>バックアップ成功</translation>
    </message>
    <message>
        <source>The wallet data was successfully saved to %1.</source>
        <translation>ウォレット データは正常に %1 に保存されました。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>bitcoin-core</name>
    <message>
        <source>Distributed under the MIT software license, see the accompanying file %s or %s</source>
        <translation>MIT ソフトウェアライセンスのもとで配布されています。付属の %s ファイルか、 %s を参照してください</translation>
    </message>
    <message>
        <source>Prune configured below the minimum of %d MiB.  Please use a higher number.</source>
        <translation>剪定設定が、設定可能最小値の %d MiBより低く設定されています。より大きい値を使用してください。</translation>
    </message>
    <message>
        <source>Prune: last wallet synchronisation goes beyond pruned data. You need to -reindex (download the whole blockchain again in case of pruned node)</source>
        <translation>剪定: 最後のウォレット同期ポイントが、剪定されたデータを越えています。-reindex を実行する必要があります (剪定されたノードの場合、ブロックチェーン全体を再ダウンロードします)</translation>
    </message>
    <message>
        <source>Rescans are not possible in pruned mode. You will need to use -reindex which will download the whole blockchain again.</source>
        <translation>剪定モードでは再スキャンを行うことはできません。-reindex オプションを指定し、ブロックチェーン全体を再ダウンロードする必要があります。</translation>
    </message>
    <message>
        <source>Error: A fatal internal error occurred, see debug.log for details</source>
        <translation>エラー: 致命的な内部エラーが発生しました。詳細は debug.log を参照してください</translation>
    </message>
    <message>
        <source>Pruning blockstore...</source>
        <translation>ブロック保存容量を剪定中...</translation>
    </message>
    <message>
        <source>Unable to start HTTP server. See debug log for details.</source>
        <translation>HTTPサーバを開始できませんでした。詳細は debug.log を参照してください。</translation>
    </message>
    <message>
        <source>The %s developers</source>
        <translation>%s の開発者</translation>
    </message>
    <message>
        <source>Can't generate a change-address key. No keys in the internal keypool and can't generate any keys.</source>
        <translation>おつりアドレスの鍵を作成することができません。内部のキープールに鍵が存在しないため、鍵を生成することができません。</translation>
    </message>
    <message>
        <source>Cannot obtain a lock on data directory %s. %s is probably already running.</source>
        <translation>データ ディレクトリ %s のロックを取得することができません。%s がおそらく既に実行中です。</translation>
    </message>
    <message>
        <source>Cannot provide specific connections and have addrman find outgoing connections at the same.</source>
        <translation>指定された接続が利用できず、また addrman は外向き接続を見つけられませんでした。</translation>
    </message>
    <message>
        <source>Error reading %s! All keys read correctly, but transaction data or address book entries might be missing or incorrect.</source>
        <translation>%s の読み込み中にエラーが発生しました！ 全ての鍵は正しく読み込めましたが、取引データやアドレス帳の項目が失われたか、正しくない可能性があります。</translation>
    </message>
    <message>
        <source>Please check that your computer's date and time are correct! If your clock is wrong, %s will not work properly.</source>
        <translation>お使いのコンピューターの日付と時刻が正しいことを確認してください！ PCの時計が正しくない場合 %s は正確に動作しません。</translation>
    </message>
    <message>
        <source>Please contribute if you find %s useful. Visit %s for further information about the software.</source>
        <translation>%s が有用だと感じられた方はぜひプロジェクトへの貢献をお願いします。ソフトウェアのより詳細な情報については %s をご覧ください。</translation>
    </message>
    <message>
        <source>The block database contains a block which appears to be from the future. This may be due to your computer's date and time being set incorrectly. Only rebuild the block database if you are sure that your computer's date and time are correct</source>
        <translation>ブロックデータベースに未来の時刻のブロックが含まれています。お使いのコンピューターの日付と時刻が間違っている可能性があります。コンピュータの日付と時刻が本当に正しい場合にのみ、ブロックデータベースの再構築を実行してください。</translation>
    </message>
    <message>
        <source>This is a pre-release test build - use at your own risk - do not use for mining or merchant applications</source>
        <translation>これはリリース前のテストビルドです - 自己責任で使用してください - 採掘や商取引に使用しないでください</translation>
    </message>
    <message>
        <source>This is the transaction fee you may discard if change is smaller than dust at this level</source>
        <translation>これは、このレベルでダストよりもお釣りが小さい場合に破棄されるトランザクション手数料です。</translation>
    </message>
    <message>
        <source>Unable to replay blocks. You will need to rebuild the database using -reindex-chainstate.</source>
        <translation>ブロックのリプレイができませんでした。-reindex-chainstate オプションを指定してデータベースを再構築する必要があります。</translation>
    </message>
    <message>
        <source>Unable to rewind the database to a pre-fork state. You will need to redownload the blockchain</source>
        <translation>データベースをフォーク前の状態に巻き戻せませんでした。ブロックチェーンを再ダウンロードする必要があります</translation>
    </message>
    <message>
        <source>Warning: The network does not appear to fully agree! Some miners appear to be experiencing issues.</source>
        <translation>警告: ネットワークは完全に合意が取れていないようです。問題が発生しているマイナーがいる可能性があります。</translation>
    </message>
    <message>
        <source>Warning: We do not appear to fully agree with our peers! You may need to upgrade, or other nodes may need to upgrade.</source>
        <translation>警告: ピアと完全に合意が取れていないようです！ このノードもしくは他のノードのアップグレードが必要な可能性があります。</translation>
    </message>
    <message>
        <source>%d of last 100 blocks have unexpected version</source>
        <translation>直近の100ブロックの内、%d ブロックが予期しないバージョンを含んでいます</translation>
    </message>
    <message>
        <source>%s corrupt, salvage failed</source>
        <translation>%s が壊れています。復旧にも失敗しました</translation>
    </message>
    <message>
        <source>-maxmempool must be at least %d MB</source>
        <translation>-maxmempoolは最低でも %d MB必要です</translation>
    </message>
    <message>
        <source>Cannot resolve -%s address: '%s'</source>
        <translation>-%s アドレス '%s' を解決できません</translation>
    </message>
    <message>
        <source>Change index out of range</source>
        <translation>お釣りのインデックスが範囲外です</translation>
    </message>
    <message>
        <source>Config setting for %s only applied on %s network when in [%s] section.</source>
        <translation>%s の設定は、 [%s] セクションに書かれた場合のみ %s ネットワークへ適用されます。</translation>
    </message>
    <message>
        <source>Copyright (C) %i-%i</source>
        <translation>Copyright (C) %i-%i</translation>
    </message>
    <message>
        <source>Corrupted block database detected</source>
        <translation>破損したブロック データベースが見つかりました</translation>
    </message>
    <message>
        <source>Do you want to rebuild the block database now?</source>
        <translation>ブロック データベースを今すぐ再構築しますか？</translation>
    </message>
    <message>
        <source>Error initializing block database</source>
        <translation>ブロックデータベースの初期化時にエラーが発生しました</translation>
    </message>
    <message>
        <source>Error initializing wallet database environment %s!</source>
        <translation>ウォレットデータベース環境 %s の初期化時にエラーが発生しました！</translation>
    </message>
    <message>
        <source>Error loading %s</source>
        <translation>%s の読み込みエラー</translation>
    </message>
    <message>
        <source>Error loading %s: Private keys can only be disabled during creation</source>
        <translation>%s の読み込みエラー: 秘密鍵の無効化はウォレットの生成時のみ可能です</translation>
    </message>
    <message>
        <source>Error loading %s: Wallet corrupted</source>
        <translation>%s の読み込みエラー: ウォレットが壊れています</translation>
    </message>
    <message>
        <source>Error loading %s: Wallet requires newer version of %s</source>
        <translation>%s の読み込みエラー: より新しいバージョンの %s が必要です</translation>
    </message>
    <message>
        <source>Error loading block database</source>
        <translation>ブロックデータベースの読み込み時にエラーが発生しました</translation>
    </message>
    <message>
        <source>Error opening block database</source>
        <translation>ブロックデータベースのオープン時にエラーが発生しました</translation>
    </message>
    <message>
        <source>Failed to listen on any port. Use -listen=0 if you want this.</source>
        <translation>ポートのリッスンに失敗しました。必要であれば -listen=0 を指定してください。</translation>
    </message>
    <message>
        <source>Failed to rescan the wallet during initialization</source>
        <translation>初期化中にウォレットの再スキャンに失敗しました</translation>
    </message>
    <message>
        <source>Importing...</source>
        <translation>インポート中...</translation>
    </message>
    <message>
        <source>Incorrect or no genesis block found. Wrong datadir for network?</source>
        <translation>ジェネシスブロックが不正であるか、見つかりません。ネットワークの datadir が間違っていませんか？</translation>
    </message>
    <message>
        <source>Initialization sanity check failed. %s is shutting down.</source>
        <translation>初期化時の健全性検査に失敗しました。%s を終了します。</translation>
    </message>
    <message>
        <source>Invalid P2P permission: '%s'</source>
        <translation>無効なP2Pアクセス権: '%s'</translation>
    </message>
    <message>
        <source>Invalid amount for -%s=&lt;amount&gt;: '%s'</source>
        <translation>-%s=&lt;amount&gt; オプションに対する不正な amount: '%s'</translation>
    </message>
    <message>
        <source>Invalid amount for -discardfee=&lt;amount&gt;: '%s'</source>
        <translation>-discardfee=&lt;amount&gt; オプションに対する不正な amount: '%s'</translation>
    </message>
    <message>
        <source>Invalid amount for -fallbackfee=&lt;amount&gt;: '%s'</source>
        <translation>-fallbackfee=&lt;amount&gt; オプションに対する不正な amount: '%s'</translation>
    </message>
    <message>
        <source>Specified blocks directory "%s" does not exist.</source>
        <translation>指定されたブロックディレクトリ "%s" は存在しません｡</translation>
    </message>
    <message>
        <source>Unknown address type '%s'</source>
        <translation>未知のアドレス形式 '%s' です</translation>
    </message>
    <message>
        <source>Unknown change type '%s'</source>
        <translation>未知のおつり用アドレス形式 '%s' です</translation>
    </message>
    <message>
        <source>Upgrading txindex database</source>
        <translation>txindex データベースの更新中</translation>
    </message>
    <message>
        <source>Loading P2P addresses...</source>
        <translation>P2Pアドレスの読み込み中...</translation>
    </message>
    <message>
        <source>Error: Disk space is too low!</source>
        <translation>エラー: ディスク容量が不足しています！</translation>
    </message>
    <message>
        <source>Loading banlist...</source>
        <translation>banリストの読み込み中...</translation>
    </message>
    <message>
        <source>Not enough file descriptors available.</source>
        <translation>使用可能なファイルディスクリプタが不足しています。</translation>
    </message>
    <message>
        <source>Prune cannot be configured with a negative value.</source>
        <translation>剪定モードの設定値は負の値にはできません。</translation>
    </message>
    <message>
        <source>Prune mode is incompatible with -txindex.</source>
        <translation>剪定モードは -txindex オプションと互換性がありません。</translation>
    </message>
    <message>
        <source>Replaying blocks...</source>
        <translation>ブロックのリプレイ中...</translation>
    </message>
    <message>
        <source>Rewinding blocks...</source>
        <translation>ブロックの巻き戻し中...</translation>
    </message>
    <message>
        <source>The source code is available from %s.</source>
        <translation>ソースコードは %s から入手できます。</translation>
    </message>
    <message>
        <source>Transaction fee and change calculation failed</source>
        <translation>トランザクション手数料およびお釣りの計算に失敗しました</translation>
    </message>
    <message>
        <source>Unable to bind to %s on this computer. %s is probably already running.</source>
        <translation>このコンピュータの %s にバインドすることができません。%s がおそらく既に実行中です。</translation>
    </message>
    <message>
        <source>Unable to generate keys</source>
        <translation>鍵を生成できません</translation>
    </message>
    <message>
        <source>Unsupported logging category %s=%s.</source>
        <translation>サポートされていないログカテゴリ %s=%s 。</translation>
    </message>
    <message>
        <source>Upgrading UTXO database</source>
        <translation>UTXOデータベースの更新中</translation>
    </message>
    <message>
        <source>User Agent comment (%s) contains unsafe characters.</source>
        <translation>ユーザエージェントのコメント ( %s ) に安全でない文字が含まれています。</translation>
    </message>
    <message>
        <source>Verifying blocks...</source>
        <translation>ブロックの検証中...</translation>
    </message>
    <message>
        <source>Wallet needed to be rewritten: restart %s to complete</source>
        <translation>ウォレットの書き直しが必要です: 完了するために %s を再起動します</translation>
    </message>
    <message>
        <source>Error: Listening for incoming connections failed (listen returned error %s)</source>
        <translation>エラー: 内向きの接続をリッスンするのに失敗しました（%s エラーが返却されました）</translation>
    </message>
    <message>
        <source>Invalid amount for -maxtxfee=&lt;amount&gt;: '%s' (must be at least the minrelay fee of %s to prevent stuck transactions)</source>
        <translation>-maxtxfee=&lt;amount&gt; オプションに対する不正な amount: '%s'（トランザクション詰まり防止のため、最小中継手数料の %s より大きくする必要があります）</translation>
    </message>
    <message>
        <source>The transaction amount is too small to send after the fee has been deducted</source>
        <translation>取引の手数料差引後金額が小さすぎるため、送金できません。</translation>
    </message>
    <message>
        <source>You need to rebuild the database using -reindex to go back to unpruned mode.  This will redownload the entire blockchain</source>
        <translation>非剪定モードに戻るためには -reindex オプションを指定してデータベースを再構築する必要があります。 ブロックチェーン全体の再ダウンロードが必要となります。</translation>
    </message>
    <message>
        <source>Error reading from database, shutting down.</source>
        <translation>データベースの読み込みエラー。シャットダウンします。</translation>
    </message>
    <message>
        <source>Error upgrading chainstate database</source>
        <translation>chainstate データベースの更新時にエラーが発生しました</translation>
    </message>
    <message>
        <source>Error: Disk space is low for %s</source>
        <translation>エラー: %s 用のディスク容量が不足しています</translation>
    </message>
    <message>
        <source>Invalid -onion address or hostname: '%s'</source>
        <translation>-onion オプションに対する不正なアドレスまたはホスト名: '%s'</translation>
    </message>
    <message>
        <source>Invalid -proxy address or hostname: '%s'</source>
        <translation>-proxy オプションに対する不正なアドレスまたはホスト名: '%s'</translation>
    </message>
    <message>
        <source>Invalid amount for -paytxfee=&lt;amount&gt;: '%s' (must be at least %s)</source>
        <translation>-paytxfee=&lt;amount&gt; オプションにに対する不正な amount: '%s'（最低でも %s である必要があります）</translation>
    </message>
    <message>
        <source>Invalid netmask specified in -whitelist: '%s'</source>
        <translation>-whitelist オプションに対する不正なネットマスク: '%s'</translation>
    </message>
    <message>
        <source>Need to specify a port with -whitebind: '%s'</source>
        <translation>-whitebind オプションでポートを指定する必要があります: '%s'</translation>
    </message>
    <message>
        <source>Prune mode is incompatible with -blockfilterindex.</source>
        <translation>剪定モードは -blockfilterindex オプションと互換性がありません。</translation>
    </message>
    <message>
        <source>Reducing -maxconnections from %d to %d, because of system limitations.</source>
        <translation>システム上の制約から、-maxconnections を %d から %d に削減しました。</translation>
    </message>
    <message>
        <source>Section [%s] is not recognized.</source>
        <translation>セクション名 [%s] は認識されません。</translation>
    </message>
    <message>
        <source>Signing transaction failed</source>
        <translation>取引の署名に失敗しました</translation>
    </message>
    <message>
        <source>Specified -walletdir "%s" does not exist</source>
        <translation>指定された -walletdir "%s" は存在しません。</translation>
    </message>
    <message>
        <source>Specified -walletdir "%s" is a relative path</source>
        <translation>指定された -walletdir "%s" は相対パスです。</translation>
    </message>
    <message>
        <source>Specified -walletdir "%s" is not a directory</source>
        <translation>指定された-walletdir "%s" はディレクトリではありません。</translation>
    </message>
    <message>
        <source>The specified config file %s does not exist
</source>
        <translation>指定された設定ファイル %s が存在しません｡
</translation>
    </message>
    <message>
        <source>The transaction amount is too small to pay the fee</source>
        <translation>取引の手数料差引後金額が小さすぎるため、送金できません。</translation>
    </message>
    <message>
        <source>This is experimental software.</source>
        <translation>これは実験用のソフトウェアです。</translation>
    </message>
    <message>
        <source>Transaction amount too small</source>
        <translation>取引の金額が小さすぎます</translation>
    </message>
    <message>
        <source>Transaction too large</source>
        <translation>トランザクションが大きすぎます</translation>
    </message>
    <message>
        <source>Unable to bind to %s on this computer (bind returned error %s)</source>
        <translation>このコンピュータの %s にバインドすることができません（%s エラーが返却されました）</translation>
    </message>
    <message>
        <source>Unable to create the PID file '%s': %s</source>
        <translation>PIDファイルの作成に失敗しました ('%s': %s)</translation>
    </message>
    <message>
        <source>Unable to generate initial keys</source>
        <translation>イニシャル鍵を生成できません</translation>
    </message>
    <message>
        <source>Unknown -blockfilterindex value %s.</source>
        <translation>不明な -blockfilterindex の値 %s。</translation>
    </message>
    <message>
        <source>Verifying wallet(s)...</source>
        <translation>ウォレットの確認中...</translation>
    </message>
    <message>
        <source>Warning: unknown new rules activated (versionbit %i)</source>
        <translation>警告: 未知の新しいルールが有効化されました (バージョンビット %i)</translation>
    </message>
    <message>
        <source>Zapping all transactions from wallet...</source>
        <translation>ウォレットから全取引を消去中...</translation>
    </message>
    <message>
        <source>-maxtxfee is set very high! Fees this large could be paid on a single transaction.</source>
        <translation>-maxtxfee が非常に高く設定されています！ ひとつの取引でこの金額の手数料が支払われてしまうことがあります。</translation>
    </message>
    <message>
        <source>This is the transaction fee you may pay when fee estimates are not available.</source>
        <translation>これは、手数料推定機能が利用できない場合に支払う取引手数料です。</translation>
    </message>
    <message>
        <source>This product includes software developed by the OpenSSL Project for use in the OpenSSL Toolkit %s and cryptographic software written by Eric Young and UPnP software written by Thomas Bernard.</source>
        <translation>この製品は、OpenSSLツールキット %s で使用するためにOpenSSLプロジェクトにより開発されたソフトウェアと、Eric Young氏により開発された暗号ソフトウェア、Thomas Bernard氏により開発されたUPnPソフトウェアを使用しています。</translation>
    </message>
    <message>
        <source>Total length of network version string (%i) exceeds maximum length (%i). Reduce the number or size of uacomments.</source>
        <translation>ネットワークバージョン文字列の長さ（%i）が、最大の長さ（%i） を超えています。UAコメントの数や長さを削減してください。</translation>
    </message>
    <message>
        <source>Warning: Wallet file corrupt, data salvaged! Original %s saved as %s in %s; if your balance or transactions are incorrect you should restore from a backup.</source>
        <translation>警告: ウォレットファイルが破損していたため、データを復旧しました！ 復旧前の %s は %s として %s に保存されました。残高や取引が正しくない場合にはバックアップから復元してください。</translation>
    </message>
    <message>
        <source>%s is set very high!</source>
        <translation>%s の設定値が高すぎです！</translation>
    </message>
    <message>
        <source>Error loading wallet %s. Duplicate -wallet filename specified.</source>
        <translation>ウォレット %s の読み込み時にエラーが発生しました。重複する -wallet ファイル名が指定されました。</translation>
    </message>
    <message>
        <source>Starting network threads...</source>
        <translation>ネットワークスレッドの起動中...</translation>
    </message>
    <message>
        <source>The wallet will avoid paying less than the minimum relay fee.</source>
        <translation>ウォレットは最小中継手数料を下回る金額は支払いません。</translation>
    </message>
    <message>
        <source>This is the minimum transaction fee you pay on every transaction.</source>
        <translation>これは、全ての取引に対して最低限支払うべき手数料です。</translation>
    </message>
    <message>
        <source>This is the transaction fee you will pay if you send a transaction.</source>
        <translation>これは、取引を送信する場合に支払う取引手数料です。</translation>
    </message>
    <message>
        <source>Transaction amounts must not be negative</source>
        <translation>取引の金額は負の値にはできません</translation>
    </message>
    <message>
        <source>Transaction has too long of a mempool chain</source>
        <translation>トランザクションのmempoolチェーンが長すぎます</translation>
    </message>
    <message>
        <source>Transaction must have at least one recipient</source>
        <translation>トランザクションは最低ひとつの受取先が必要です</translation>
    </message>
    <message>
        <source>Unknown network specified in -onlynet: '%s'</source>
        <translation>-onlynet オプションに対する不明なネットワーク: '%s'</translation>
    </message>
    <message>
        <source>Insufficient funds</source>
        <translation>残高不足</translation>
    </message>
    <message>
        <source>Cannot upgrade a non HD split wallet without upgrading to support pre split keypool. Please use -upgradewallet=169900 or -upgradewallet with no version specified.</source>
        <translation>分割済みキープールをサポートするようにアップグレードしないと、非HD分割ウォレットをアップグレードすることはできません。 -upgradewallet=169900 オプションか、バージョン指定無しで -upgradewallet オプションを指定してください。</translation>
    </message>
    <message>
        <source>Fee estimation failed. Fallbackfee is disabled. Wait a few blocks or enable -fallbackfee.</source>
        <translation>手数料推定に失敗しました。代替手数料が無効です。数ブロック待つか、-fallbackfee オプションを有効にしてください。</translation>
    </message>
    <message>
        <source>Warning: Private keys detected in wallet {%s} with disabled private keys</source>
        <translation>警告: 秘密鍵が無効なウォレット {%s} で秘密鍵を検出しました。</translation>
    </message>
    <message>
        <source>Cannot write to data directory '%s'; check permissions.</source>
        <translation>データディレクトリ '%s' に書き込むことができません。アクセス権を確認してください。</translation>
    </message>
    <message>
        <source>Loading block index...</source>
        <translation>ブロックインデックスの読み込み中...</translation>
    </message>
    <message>
        <source>Loading wallet...</source>
        <translation>ウォレットの読み込み中...</translation>
    </message>
    <message>
        <source>Cannot downgrade wallet</source>
        <translation>ウォレットのダウングレードはできません</translation>
    </message>
    <message>
        <source>Rescanning...</source>
        <translation>再スキャン中...</translation>
    </message>
    <message>
        <source>Done loading</source>
        <translation>読み込み完了</translation>
    </message>
</context>
</TS>