<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>ExploreCoach</name>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="15"/>
        <source>Every square is covered.</source>
        <translation>すべてのマスが覆われています。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/explore/explorecoach.cpp" line="16"/>
        <source>%n square(s) not covered yet.</source>
        <translation>
            <numerusform>まだ覆われていないマスが %n 個あります。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="22"/>
        <source>This board is too big to count its covering sets while you play.</source>
        <translation>この盤面は、操作中に支配集合を数えるには大きすぎます。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="25"/>
        <source>No covering set of %1 queens holds these queens.</source>
        <translation>これらのクイーンを含む、クイーン %1 個の支配集合はありません。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="27"/>
        <source>Covering sets of %1 queens that hold these queens: %2</source>
        <translation>これらのクイーンを含む、クイーン %1 個の支配集合: %2</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="32"/>
        <source>Boards above %1 × %1 are too big to count their solutions while you play.</source>
        <translation>%1 × %1 を超える盤面は、操作しながら解を数えるには大きすぎます。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="38"/>
        <source>No solution contains these queens.</source>
        <translation>これらのクイーンを含む解はありません。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="39"/>
        <source>Solutions that contain these queens: %1</source>
        <translation>これらのクイーンを含む解: %1</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="46"/>
        <source>row %1, column %2 and row %3, column %4</source>
        <translation>行 %1、列 %2 と 行 %3、列 %4</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="59"/>
        <source>Solved! No two of the %1 queens attack each other.</source>
        <translation>解けました！ %1 個のクイーンはどれも互いに攻撃しません。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="62"/>
        <source>No two queens attack each other yet; %1 more to place.</source>
        <translation>まだ互いに攻撃するクイーンはありません。あと %1 個置きます。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="65"/>
        <source>These queens attack each other: %1.</source>
        <translation>互いに攻撃しているクイーン: %1。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="73"/>
        <source>Covered! These %1 queens occupy or attack every square.</source>
        <translation>覆えました！ この %1 個のクイーンがすべてのマスを占めるか攻撃しています。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="79"/>
        <source>In the independent variant no two queens may attack each other, but these do: %1.</source>
        <translation>独立版ではクイーンどうしが攻撃し合ってはいけませんが、次のクイーンは攻撃し合っています: %1。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="86"/>
        <source>%1 queens are on the board; the goal is to cover it with %2.</source>
        <translation>盤面にクイーンが %1 個あります。目標は %2 個で盤面を覆うことです。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="91"/>
        <source>Every square is covered, with %1 queens; the goal is %2.</source>
        <translation>クイーン %1 個ですべてのマスが覆われています。目標は %2 個です。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/explore/explorecoach.cpp" line="95"/>
        <source>Not yet: %n square(s) are not covered (ringed on the board).</source>
        <translation>
            <numerusform>まだです: 覆われていないマスが %n 個あります (盤面上で丸印)。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="96"/>
        <source>%1 of %2 queens placed.</source>
        <translation>クイーンを %2 個中 %1 個置きました。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="106"/>
        <source>Hint: a queen on row %1, column %2 still leads to a solution.</source>
        <translation>ヒント: 行 %1、列 %2 のクイーンなら、まだ解にたどり着けます。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="111"/>
        <source>No square leads to a solution now: take back the queen on row %1, column %2.</source>
        <translation>今はどのマスも解につながりません。行 %1、列 %2 のクイーンを取り除いてください。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="116"/>
        <source>The board is already solved.</source>
        <translation>盤面はすでに解けています。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="118"/>
        <source>This board has no solution at all.</source>
        <translation>この盤面には解がまったくありません。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="121"/>
        <location filename="../app/studio/explore/explorecoach.cpp" line="152"/>
        <source>This board is too big to search for a hint while you play.</source>
        <translation>この盤面は、操作中にヒントを探すには大きすぎます。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="122"/>
        <source>A hint would take too long to find from these queens: Solve from Here searches on (it does not stop the window).</source>
        <translation>このクイーンからヒントを見つけるには時間がかかりすぎます。「ここから解く」なら探索を続けます（ウィンドウは止まりません）。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="134"/>
        <source>Hint: a queen on row %1, column %2 belongs to a covering set with your queens.</source>
        <translation>ヒント: 行 %1、列 %2 のクイーンは、置いたクイーンとともに支配集合になれます。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="140"/>
        <source>No covering set of %1 queens holds all these queens: take back the queen on row %2, column %3.</source>
        <translation>これらのクイーンをすべて含む、クイーン %1 個の支配集合はありません。行 %2、列 %3 のクイーンを取り除いてください。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="147"/>
        <source>The board is already covered.</source>
        <translation>盤面はすでに覆われています。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="149"/>
        <source>No set of %1 queens covers this board at all: choose more queens.</source>
        <translation>クイーン %1 個ではこの盤面をまったく覆えません。クイーンの数を増やしてください。</translation>
    </message>
</context>
<context>
    <name>nq::ActionSet</name>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="181"/>
        <source>&amp;Pause</source>
        <translation>一時停止(&amp;P)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="181"/>
        <source>&amp;Play</source>
        <translation>再生(&amp;P)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="344"/>
        <source>Step &amp;Forward</source>
        <translation>1 ステップ進む(&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="345"/>
        <source>Step &amp;Back</source>
        <translation>1 ステップ戻る(&amp;B)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="347"/>
        <source>To &amp;End</source>
        <translation>末尾へ(&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="348"/>
        <source>&amp;Go to Step…</source>
        <translation>ステップへ移動(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="349"/>
        <source>Cancel the &amp;Jump</source>
        <translation>ジャンプを取り消す(&amp;J)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="350"/>
        <source>Run to Next &amp;Solution</source>
        <translation>次の解まで実行(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="351"/>
        <source>Run to Next Back&amp;track</source>
        <translation>次のバックトラックまで実行(&amp;T)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="352"/>
        <source>Toggle Brea&amp;kpoint</source>
        <translation>ブレークポイントの切り替え(&amp;K)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="353"/>
        <source>Run Unt&amp;il…</source>
        <translation>条件まで実行(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="354"/>
        <source>Run Back U&amp;ntil…</source>
        <translation>条件まで戻る(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="355"/>
        <source>Pre&amp;dict the Next Step</source>
        <translation>次のステップを予想(&amp;D)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="356"/>
        <source>Practise the Algorithm by &amp;Hand…</source>
        <translation>手でアルゴリズムを練習(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="357"/>
        <source>&amp;Count Solutions…</source>
        <translation>解を数える(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="359"/>
        <source>S&amp;lower</source>
        <translation>遅く(&amp;L)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="361"/>
        <source>&amp;Presentation Mode</source>
        <translation>プレゼンテーションモード(&amp;P)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="362"/>
        <source>Show &amp;Coordinates</source>
        <translation>座標を表示(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="363"/>
        <source>Show &amp;Attacked Squares</source>
        <translation>攻撃されているマスを表示(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="364"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="365"/>
        <source>&amp;Export Board…</source>
        <translation>盤面をエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="376"/>
        <source>Export &amp;Sheet of Solutions…</source>
        <translation>解のシートをエクスポート(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="379"/>
        <source>Export Lesson as Web Page…</source>
        <translation>レッスンをウェブページとして書き出す…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="383"/>
        <source>Export Search &amp;Tree…</source>
        <translation>探索木を書き出し(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="384"/>
        <source>New &amp;Worksheet…</source>
        <translation>新しいワークシート(&amp;W)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="386"/>
        <source>Export &amp;Results of Predict and Practice…</source>
        <translation>予想と練習の結果をエクスポート(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="346"/>
        <source>To St&amp;art</source>
        <translation>先頭へ(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="358"/>
        <source>Faste&amp;r</source>
        <translation>速く(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="360"/>
        <source>Start Pa&amp;used</source>
        <translation>一時停止状態で開始(&amp;U)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="366"/>
        <source>Cop&amp;y Board as Picture</source>
        <translation>盤面を画像としてコピー(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="367"/>
        <source>New &amp;Lesson</source>
        <translation>新しいレッスン(&amp;L)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="368"/>
        <source>&amp;Open Lesson…</source>
        <translation>レッスンを開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="369"/>
        <source>Sa&amp;ve Lesson</source>
        <translation>レッスンを保存(&amp;V)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="370"/>
        <source>Save Lesson &amp;As…</source>
        <translation>名前を付けてレッスンを保存(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="371"/>
        <source>&amp;Close Lesson</source>
        <translation>レッスンを閉じる(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="372"/>
        <source>A&amp;dd Scene from Current View</source>
        <translation>今の表示からシーンを追加(&amp;D)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="373"/>
        <source>&amp;Update Scene</source>
        <translation>シーンを更新(&amp;U)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="374"/>
        <source>Next Scene</source>
        <translation>次のシーン</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="375"/>
        <source>Previous Scene</source>
        <translation>前のシーン</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="377"/>
        <source>Record Ste&amp;ps…</source>
        <translation>ステップを録画(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="378"/>
        <source>Export Steps as We&amp;b Page…</source>
        <translation>ステップをウェブページとして書き出す(&amp;B)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="380"/>
        <source>&amp;Start at This Step</source>
        <translation>このステップから開始(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="381"/>
        <source>&amp;End at This Step</source>
        <translation>このステップで終了(&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="382"/>
        <source>&amp;Clear the Range</source>
        <translation>範囲を解除(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="385"/>
        <source>Export Solutions as Te&amp;xt or CSV…</source>
        <translation>解をテキストまたは CSV でエクスポート(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="387"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="388"/>
        <source>&amp;About N-Queens Studio</source>
        <translation>N クイーン・スタジオについて(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="389"/>
        <source>&amp;Light Theme</source>
        <translation>ライトテーマ(&amp;L)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="390"/>
        <source>&amp;Dark Theme</source>
        <translation>ダークテーマ(&amp;D)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="391"/>
        <source>Show &amp;Heat Map</source>
        <translation>ヒートマップを表示(&amp;H)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="392"/>
        <source>Attacked Squares on Full &amp;Boards Too</source>
        <translation>全部埋まった盤面でも攻撃されているマスを表示(&amp;B)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="393"/>
        <source>Zoom &amp;In</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="394"/>
        <source>Zoom &amp;Out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="395"/>
        <source>&amp;Fit the Board</source>
        <translation>盤面を全体表示(&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="396"/>
        <source>Co&amp;mpare Algorithms…</source>
        <translation>アルゴリズムを比較(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="397"/>
        <source>&amp;Race Algorithms in This Window</source>
        <translation>このウィンドウでアルゴリズムを競走させる(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="398"/>
        <source>Start a Class Sessi&amp;on…</source>
        <translation>授業セッションを開始(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="399"/>
        <source>Ask the Class a &amp;Question</source>
        <translation>クラスに質問(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="400"/>
        <source>Show the &amp;Votes</source>
        <translation>投票を表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="401"/>
        <source>Discuss and Vote Again</source>
        <translation>話し合って再投票</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="402"/>
        <source>Reveal the Answer</source>
        <translation>答えを明かす</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="403"/>
        <source>Export Class Results…</source>
        <translation>授業の結果をエクスポート…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="404"/>
        <source>Spea&amp;k Captions</source>
        <translation>字幕を読み上げる(&amp;K)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="405"/>
        <source>Speech Se&amp;ttings…</source>
        <translation>音声の設定(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="406"/>
        <source>&amp;System Language</source>
        <translation>システムの言語(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="416"/>
        <source>Next Solution</source>
        <translation>次の解</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="417"/>
        <source>Next Backtrack</source>
        <translation>次のバックトラック</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="418"/>
        <source>Predict</source>
        <translation>予想</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="423"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="424"/>
        <source>Open Rece&amp;nt</source>
        <translation>最近使ったレッスン(&amp;N)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="425"/>
        <source>Exa&amp;mple Lessons</source>
        <translation>レッスンの例(&amp;M)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="426"/>
        <source>Recording Ran&amp;ge</source>
        <translation>録画の範囲(&amp;G)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="427"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="428"/>
        <source>&amp;Run</source>
        <translation>実行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="429"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="430"/>
        <source>Pa&amp;nels</source>
        <translation>パネル(&amp;N)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="432"/>
        <source>Lan&amp;guage</source>
        <translation>言語(&amp;G)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="431"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
</context>
<context>
    <name>nq::AlgorithmDataView</name>
    <message>
        <location filename="../app/studio/panels/algorithmdataview.cpp" line="18"/>
        <source>Algorithm data</source>
        <translation>アルゴリズムのデータ</translation>
    </message>
</context>
<context>
    <name>nq::Algorithms</name>
    <message>
        <location filename="../core/solvers/bruteforce.h" line="58"/>
        <source>Brute force (n^n boards)</source>
        <translation>総当たり (n^n 個の盤面)</translation>
    </message>
    <message>
        <location filename="../core/solvers/bruteforce.h" line="59"/>
        <source>Puts one queen in every row, on any column, and tries all n^n such boards. Only a complete board is tested, so almost all of the work is wasted.</source>
        <translation>各行に 1 つずつ、任意の列にクイーンを置き、そのような n^n 個の盤面をすべて試します。完成した盤面しか検査しないので、作業のほとんどが無駄になります。</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="118"/>
        <location filename="../core/solvers/branchcolumns.h" line="76"/>
        <location filename="../core/solvers/bruteforce.h" line="63"/>
        <source>solve(row):</source>
        <translation>solve(row):</translation>
    </message>
    <message>
        <location filename="../core/solvers/branchcolumns.h" line="77"/>
        <location filename="../core/solvers/bruteforce.h" line="64"/>
        <source>  if row &gt; n:  # every row has a queen</source>
        <translation>  if row &gt; n:  # すべての行にクイーンがある</translation>
    </message>
    <message>
        <location filename="../core/solvers/bruteforce.h" line="65"/>
        <source>    check the whole board for attacking queens</source>
        <translation>    盤面全体で攻撃し合うクイーンがないか調べる</translation>
    </message>
    <message>
        <location filename="../core/solvers/bruteforce.h" line="66"/>
        <source>    if no two queens attack: record a solution</source>
        <translation>    if 攻撃し合うクイーンがない: 解を記録する</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="120"/>
        <location filename="../core/solvers/branchcolumns.h" line="80"/>
        <location filename="../core/solvers/bruteforce.h" line="67"/>
        <location filename="../core/solvers/frontiersearch.h" line="120"/>
        <location filename="../core/solvers/frontiersearch.h" line="149"/>
        <source>  for col = 1 to n:</source>
        <translation>  for col = 1 to n:</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="124"/>
        <location filename="../core/solvers/bruteforce.h" line="68"/>
        <source>    put a queen on (row, col)</source>
        <translation>    (row, col) にクイーンを置く</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="125"/>
        <location filename="../core/solvers/branchcolumns.h" line="83"/>
        <location filename="../core/solvers/bruteforce.h" line="69"/>
        <source>    solve(row + 1)</source>
        <translation>    solve(row + 1)</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="126"/>
        <location filename="../core/solvers/bruteforce.h" line="70"/>
        <source>    take the queen off (row, col)</source>
        <translation>    (row, col) からクイーンを取り除く</translation>
    </message>
    <message>
        <location filename="../core/solvers/branchcolumns.h" line="71"/>
        <source>Rows and columns (n! boards)</source>
        <translation>行と列 (n! 個の盤面)</translation>
    </message>
    <message>
        <location filename="../core/solvers/branchcolumns.h" line="72"/>
        <source>Puts one queen in every row and never two in one column, so only n! boards are built. The diagonals are tested only when a board is complete.</source>
        <translation>各行に 1 つずつクイーンを置き、同じ列には 2 つ置かないので、作られる盤面は n! 個だけです。対角線は盤面が完成したときにだけ検査します。</translation>
    </message>
    <message>
        <location filename="../core/solvers/branchcolumns.h" line="78"/>
        <source>    check the diagonals of the whole board</source>
        <translation>    盤面全体の対角線を調べる</translation>
    </message>
    <message>
        <location filename="../core/solvers/branchcolumns.h" line="79"/>
        <source>    if no diagonal attack: record a solution</source>
        <translation>    if 対角線上の攻撃がない: 解を記録する</translation>
    </message>
    <message>
        <location filename="../core/solvers/branchcolumns.h" line="81"/>
        <source>    if column col is taken: try the next column</source>
        <translation>    if 列 col が使用中: 次の列を試す</translation>
    </message>
    <message>
        <location filename="../core/solvers/branchcolumns.h" line="82"/>
        <source>    put a queen on (row, col); take column col</source>
        <translation>    (row, col) にクイーンを置き、列 col を使用中にする</translation>
    </message>
    <message>
        <location filename="../core/solvers/branchcolumns.h" line="84"/>
        <source>    take the queen off; free column col</source>
        <translation>    クイーンを取り除き、列 col を空ける</translation>
    </message>
    <message>
        <location filename="../core/solvers/permutations.h" line="52"/>
        <source>Permutations</source>
        <translation>順列</translation>
    </message>
    <message>
        <location filename="../core/solvers/permutations.h" line="53"/>
        <source>Walks through every permutation of the columns with next_permutation, so rows and columns never clash. Each board is then checked pair by pair for a shared diagonal.</source>
        <translation>next_permutation で列のすべての順列をたどるので、行や列が重なることはありません。そのうえで各盤面を、同じ対角線上にある組がないか 2 つずつ調べます。</translation>
    </message>
    <message>
        <location filename="../core/solvers/permutations.h" line="57"/>
        <source>cols = [1, 2, ..., n]</source>
        <translation>cols = [1, 2, ..., n]</translation>
    </message>
    <message>
        <location filename="../core/solvers/permutations.h" line="58"/>
        <source>repeat:</source>
        <translation>repeat:</translation>
    </message>
    <message>
        <location filename="../core/solvers/permutations.h" line="59"/>
        <source>  put the queen of row i on column cols[i]</source>
        <translation>  行 i のクイーンを列 cols[i] に置く</translation>
    </message>
    <message>
        <location filename="../core/solvers/permutations.h" line="60"/>
        <source>  for every pair of rows i &lt; j:</source>
        <translation>  for すべての行の組 i &lt; j:</translation>
    </message>
    <message>
        <location filename="../core/solvers/permutations.h" line="61"/>
        <source>    if |cols[i] - cols[j]| == j - i: reject the board</source>
        <translation>    if |cols[i] - cols[j]| == j - i: この盤面を却下する</translation>
    </message>
    <message>
        <location filename="../core/solvers/permutations.h" line="63"/>
        <source>  no pair attacks: record a solution</source>
        <translation>  攻撃し合う組がない: 解を記録する</translation>
    </message>
    <message>
        <location filename="../core/solvers/permutations.h" line="64"/>
        <source>until next_permutation(cols) is false</source>
        <translation>until next_permutation(cols) が false を返す</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtracking.h" line="100"/>
        <source>Backtracking with flag arrays</source>
        <translation>フラグ配列によるバックトラック</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtracking.h" line="101"/>
        <source>Places queens row by row and goes back as soon as a row has no safe square. Three flag arrays say at once whether a column or a diagonal is taken.</source>
        <translation>クイーンを 1 行ずつ置き、安全なマスがない行に出会うとすぐに引き返します。3 つのフラグ配列により、列や対角線が使用中かどうかが即座にわかります。</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtracking.h" line="105"/>
        <source>solve(r):</source>
        <translation>solve(r):</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtracking.h" line="106"/>
        <source>  if r &gt; n: record a solution; return</source>
        <translation>  if r &gt; n: 解を記録する; return</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtracking.h" line="107"/>
        <source>  for c = 1 to n:</source>
        <translation>  for c = 1 to n:</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtracking.h" line="108"/>
        <source>    if col[c] or dpos[r+c] or dneg[r-c+n]: next c</source>
        <translation>    if col[c] or dpos[r+c] or dneg[r-c+n]: 次の c へ</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtracking.h" line="109"/>
        <source>    put a queen on (r, c); set the 3 flags</source>
        <translation>    (r, c) にクイーンを置き、3 つのフラグを立てる</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtracking.h" line="110"/>
        <source>    solve(r + 1)</source>
        <translation>    solve(r + 1)</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtracking.h" line="111"/>
        <source>    take the queen off; clear the 3 flags</source>
        <translation>    クイーンを取り除き、3 つのフラグを下ろす</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="113"/>
        <source>Backtracking, checking every queen</source>
        <translation>バックトラック (全クイーンを検査)</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="114"/>
        <source>Places queens row by row and goes back as soon as a row has no safe square. A square is tested against every queen already placed.</source>
        <translation>クイーンを 1 行ずつ置き、安全なマスがない行に出会うとすぐに引き返します。各マスは、すでに置かれたすべてのクイーンと照らし合わせて検査します。</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="119"/>
        <location filename="../core/solvers/bitmask.h" line="117"/>
        <source>  if row &gt; n: record a solution; return</source>
        <translation>  if row &gt; n: 解を記録する; return</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="121"/>
        <source>    for every earlier row i:</source>
        <translation>    for それより前のすべての行 i:</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="122"/>
        <source>      if x[i] == col or |x[i] - col| == row - i: next column</source>
        <translation>      if x[i] == col or |x[i] - col| == row - i: 次の列へ</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="138"/>
        <source>Backtracking without recursion</source>
        <translation>再帰を使わないバックトラック</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="139"/>
        <source>The same search as checking every queen, written as a loop over an explicit stack of columns. Going back means popping the last row and trying its next column.</source>
        <translation>「全クイーンを検査」と同じ探索を、列を積んだ明示的なスタックに対するループとして書いたものです。引き返すとは、最後の行をポップしてその行の次の列を試すことです。</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="143"/>
        <source>row = 1; x[1] = 0</source>
        <translation>row = 1; x[1] = 0</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="144"/>
        <source>while row &gt;= 1:</source>
        <translation>while row &gt;= 1:</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="145"/>
        <source>  x[row] = x[row] + 1  # next column</source>
        <translation>  x[row] = x[row] + 1  # 次の列</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="146"/>
        <source>  if x[row] &gt; n: row = row - 1; take that row&apos;s queen off</source>
        <translation>  if x[row] &gt; n: row = row - 1; その行のクイーンを取り除く</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="148"/>
        <source>  if an earlier queen attacks (row, x[row]): continue</source>
        <translation>  if 前の行のクイーンが (row, x[row]) を攻撃する: continue</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="150"/>
        <source>  put a queen on (row, x[row])</source>
        <translation>  (row, x[row]) にクイーンを置く</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="151"/>
        <source>  if row == n: record a solution; take the queen off</source>
        <translation>  if row == n: 解を記録し、クイーンを取り除く</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="153"/>
        <source>  else: row = row + 1; x[row] = 0</source>
        <translation>  else: row = row + 1; x[row] = 0</translation>
    </message>
    <message>
        <location filename="../core/solvers/bitmask.h" line="110"/>
        <source>Bitmask backtracking</source>
        <translation>ビットマスクによるバックトラック</translation>
    </message>
    <message>
        <location filename="../core/solvers/bitmask.h" line="111"/>
        <source>Keeps the attacked columns and diagonals of the next row in three bit masks, so the free squares of a row come out in one operation. It takes the lowest free bit each time and shifts the diagonal masks as it goes down.</source>
        <translation>次の行で攻撃されている列と対角線を 3 つのビットマスクに保持するので、行の空きマスが 1 回の演算で求まります。毎回いちばん下位の空きビットを取り出し、1 行下がるたびに対角線のマスクをシフトします。</translation>
    </message>
    <message>
        <location filename="../core/solvers/bitmask.h" line="116"/>
        <source>solve(row, left, down, right):</source>
        <translation>solve(row, left, down, right):</translation>
    </message>
    <message>
        <location filename="../core/solvers/bitmask.h" line="118"/>
        <source>  free = ~(left | down | right) &amp; full</source>
        <translation>  free = ~(left | down | right) &amp; full</translation>
    </message>
    <message>
        <location filename="../core/solvers/bitmask.h" line="119"/>
        <source>  while free != 0:</source>
        <translation>  while free != 0:</translation>
    </message>
    <message>
        <location filename="../core/solvers/bitmask.h" line="120"/>
        <source>    bit = free &amp; -free; free = free - bit</source>
        <translation>    bit = free &amp; -free; free = free - bit</translation>
    </message>
    <message>
        <location filename="../core/solvers/bitmask.h" line="121"/>
        <source>    put a queen on the column of bit</source>
        <translation>    bit の列にクイーンを置く</translation>
    </message>
    <message>
        <location filename="../core/solvers/bitmask.h" line="122"/>
        <source>    solve(row + 1, (left|bit) &gt;&gt; 1, down|bit, (right|bit) &lt;&lt; 1)</source>
        <translation>    solve(row + 1, (left|bit) &gt;&gt; 1, down|bit, (right|bit) &lt;&lt; 1)</translation>
    </message>
    <message>
        <location filename="../core/solvers/bitmask.h" line="124"/>
        <source>    take the queen off</source>
        <translation>    クイーンを取り除く</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="111"/>
        <source>Breadth-first search</source>
        <translation>幅優先探索</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="112"/>
        <source>Keeps a queue of partial boards and extends the oldest by one row at a time. Every board with k queens is built before any with k + 1, so the queue can grow very large.</source>
        <translation>途中までの盤面をキューに保持し、最も古い盤面を 1 行ずつ伸ばします。クイーン k 個の盤面をすべて作ってからクイーン k + 1 個の盤面に進むので、キューが非常に大きくなることがあります。</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="116"/>
        <source>put the empty board into the queue</source>
        <translation>空の盤面をキューに入れる</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="117"/>
        <source>while the queue is not empty:</source>
        <translation>while キューが空でない:</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="118"/>
        <source>  take the oldest board out of the queue</source>
        <translation>  キューから最も古い盤面を取り出す</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="119"/>
        <location filename="../core/solvers/frontiersearch.h" line="148"/>
        <source>  row = the first empty row of the board</source>
        <translation>  row = 盤面の最初の空いている行</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="121"/>
        <location filename="../core/solvers/frontiersearch.h" line="150"/>
        <source>    if a queen attacks (row, col): next column</source>
        <translation>    if (row, col) を攻撃するクイーンがある: 次の列へ</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="122"/>
        <location filename="../core/solvers/frontiersearch.h" line="151"/>
        <source>    new board = board + queen on (row, col)</source>
        <translation>    新しい盤面 = 盤面 + (row, col) のクイーン</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="123"/>
        <location filename="../core/solvers/frontiersearch.h" line="152"/>
        <source>    if the new board is full: record a solution</source>
        <translation>    if 新しい盤面が埋まった: 解を記録する</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="124"/>
        <source>    else: add the new board to the queue</source>
        <translation>    else: 新しい盤面をキューに追加する</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="125"/>
        <source>    (back to the board taken out)</source>
        <translation>    (取り出した盤面に戻る)</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="140"/>
        <source>Depth-first search with a stack</source>
        <translation>スタックによる深さ優先探索</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="141"/>
        <source>The same code as breadth-first search, with a stack in place of the queue. The newest board is extended first, so the stack stays small.</source>
        <translation>幅優先探索と同じコードで、キューの代わりにスタックを使います。最も新しい盤面から先に伸ばすので、スタックは小さいままです。</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="145"/>
        <source>push the empty board onto the stack</source>
        <translation>空の盤面をスタックにプッシュする</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="146"/>
        <source>while the stack is not empty:</source>
        <translation>while スタックが空でない:</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="147"/>
        <source>  pop the newest board off the stack</source>
        <translation>  スタックから最も新しい盤面をポップする</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="153"/>
        <source>    else: push the new board onto the stack</source>
        <translation>    else: 新しい盤面をスタックにプッシュする</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="154"/>
        <source>    (back to the board popped)</source>
        <translation>    (ポップした盤面に戻る)</translation>
    </message>
    <message>
        <location filename="../core/solvers/minconflicts.h" line="431"/>
        <source>Min-conflicts local search</source>
        <translation>最小衝突法 (局所探索)</translation>
    </message>
    <message>
        <location filename="../core/solvers/minconflicts.h" line="432"/>
        <source>Starts from a full board with one queen per row and repeatedly moves an attacked queen to the square of its row with the fewest attackers. It finds one solution of a huge board quickly but cannot list them all.</source>
        <translation>各行に 1 つずつクイーンを置いた盤面から始め、攻撃されているクイーンを、その行で攻撃してくるクイーンが最も少ないマスへ移すことを繰り返します。巨大な盤面でも解を 1 つすばやく見つけますが、すべての解を列挙することはできません。</translation>
    </message>
    <message>
        <location filename="../core/solvers/minconflicts.h" line="437"/>
        <source>put one queen in every row, avoiding attacks where it can</source>
        <translation>各行にクイーンを 1 つずつ、できるだけ攻撃を避けて置く</translation>
    </message>
    <message>
        <location filename="../core/solvers/minconflicts.h" line="439"/>
        <source>repeat until no queen is attacked:</source>
        <translation>repeat until 攻撃されているクイーンがない:</translation>
    </message>
    <message>
        <location filename="../core/solvers/minconflicts.h" line="440"/>
        <source>  pick an attacked queen at random</source>
        <translation>  攻撃されているクイーンを 1 つ無作為に選ぶ</translation>
    </message>
    <message>
        <location filename="../core/solvers/minconflicts.h" line="441"/>
        <source>  count the attackers of every square of its row</source>
        <translation>  その行の各マスについて、攻撃してくるクイーンを数える</translation>
    </message>
    <message>
        <location filename="../core/solvers/minconflicts.h" line="442"/>
        <source>  move it to a square with the fewest attackers</source>
        <translation>  攻撃してくるクイーンが最も少ないマスへ移す</translation>
    </message>
    <message>
        <location filename="../core/solvers/minconflicts.h" line="443"/>
        <source>the board is a solution</source>
        <translation>この盤面が解である</translation>
    </message>
    <message>
        <location filename="../core/solvers/minconflicts.h" line="444"/>
        <source>too many moves: start again from a new board</source>
        <translation>移動が多すぎる: 新しい盤面からやり直す</translation>
    </message>
    <message>
        <location filename="../core/solvers/construction.h" line="119"/>
        <source>Construction by formula</source>
        <translation>公式による構成</translation>
    </message>
    <message>
        <location filename="../core/solvers/construction.h" line="120"/>
        <source>Writes one solution down at once from the formulas of Hoffman, Loessi and Moore, by the cases of n mod 6: no search and no going back, so a board of millions of rows takes a blink. Boards of 2 and 3 have no solution.</source>
        <translation>Hoffman・Loessi・Moore の公式で、n mod 6 の場合分けにより解を一度に書き下します。探索も後戻りもしないので、数百万行の盤でも一瞬です。2 と 3 の盤には解がありません。</translation>
    </message>
    <message>
        <location filename="../core/solvers/construction.h" line="125"/>
        <source>construct(n):</source>
        <translation>construct(n):</translation>
    </message>
    <message>
        <location filename="../core/solvers/construction.h" line="126"/>
        <source>  if n == 2 or n == 3: no solution exists</source>
        <translation>  n == 2 または n == 3 なら: 解はない</translation>
    </message>
    <message>
        <location filename="../core/solvers/construction.h" line="127"/>
        <source>  m = n if n is even, else n - 1  # odd: one more queen in a corner</source>
        <translation>  m = n が偶数なら n、奇数なら n - 1  # 奇数: 隅にもう 1 つクイーン</translation>
    </message>
    <message>
        <location filename="../core/solvers/construction.h" line="129"/>
        <source>  if m mod 6 != 2:</source>
        <translation>  m mod 6 != 2 なら:</translation>
    </message>
    <message>
        <location filename="../core/solvers/construction.h" line="130"/>
        <source>    for i = 1 to m/2: queens on (i, 2i) and (m/2 + i, 2i - 1)</source>
        <translation>    i = 1 から m/2 まで: (i, 2i) と (m/2 + i, 2i - 1) にクイーン</translation>
    </message>
    <message>
        <location filename="../core/solvers/construction.h" line="132"/>
        <source>  else:  # m mod 6 == 2</source>
        <translation>  そうでなければ:  # m mod 6 == 2</translation>
    </message>
    <message>
        <location filename="../core/solvers/construction.h" line="133"/>
        <source>    for i = 1 to m/2: k = (2i + m/2 - 3) mod m</source>
        <translation>    i = 1 から m/2 まで: k = (2i + m/2 - 3) mod m</translation>
    </message>
    <message>
        <location filename="../core/solvers/construction.h" line="134"/>
        <source>      queens on (i, 1 + k) and (m + 1 - i, m - k)</source>
        <translation>      (i, 1 + k) と (m + 1 - i, m - k) にクイーン</translation>
    </message>
    <message>
        <location filename="../core/solvers/construction.h" line="135"/>
        <source>  if n is odd: a queen on (n, n)</source>
        <translation>  n が奇数なら: (n, n) にクイーン</translation>
    </message>
    <message>
        <location filename="../core/solvers/construction.h" line="136"/>
        <source>  record the solution</source>
        <translation>  解を記録する</translation>
    </message>
    <message>
        <location filename="../core/solvers/domination.h" line="419"/>
        <source>Queens domination</source>
        <translation>クイーン支配</translation>
    </message>
    <message>
        <location filename="../core/solvers/domination.h" line="420"/>
        <source>Looks for k queens that together occupy or attack every square. The first uncovered square must be covered by some queen, so the search tries each square that covers it, and gives up early when the queens left cannot cover what is still uncovered.</source>
        <translation>すべてのマスを占めるか攻撃する k 個のクイーンを探します。最初の覆われていないマスはどれかのクイーンで覆わなければならないので、そのマスを覆う各マスを試し、残りのクイーンではまだ覆われていないマスを覆いきれないとわかった時点で早めに打ち切ります。</translation>
    </message>
    <message>
        <location filename="../core/solvers/domination.h" line="426"/>
        <source>cover(queens left):</source>
        <translation>cover(残りのクイーン数):</translation>
    </message>
    <message>
        <location filename="../core/solvers/domination.h" line="427"/>
        <source>  if every square is covered:</source>
        <translation>  if すべてのマスが覆われている:</translation>
    </message>
    <message>
        <location filename="../core/solvers/domination.h" line="428"/>
        <source>    put any queens left on free squares; record the set</source>
        <translation>    残りのクイーンを空いているマスに置き、集合を記録する</translation>
    </message>
    <message>
        <location filename="../core/solvers/domination.h" line="430"/>
        <source>  if the queens left cannot cover what is uncovered: return</source>
        <translation>  if 残りのクイーンでは覆われていないマスを覆いきれない: return</translation>
    </message>
    <message>
        <location filename="../core/solvers/domination.h" line="432"/>
        <source>  s = the first uncovered square</source>
        <translation>  s = 最初の覆われていないマス</translation>
    </message>
    <message>
        <location filename="../core/solvers/domination.h" line="433"/>
        <source>  for each square q that covers s, not tried yet here:</source>
        <translation>  for s を覆うマス q のうち、ここでまだ試していないもの:</translation>
    </message>
    <message>
        <location filename="../core/solvers/domination.h" line="435"/>
        <source>    independent: skip q if a queen attacks it</source>
        <translation>    独立の場合: q を攻撃するクイーンがあれば q を飛ばす</translation>
    </message>
    <message>
        <location filename="../core/solvers/domination.h" line="436"/>
        <source>    put a queen on q  # it covers its lines</source>
        <translation>    q にクイーンを置く  # 縦・横・斜めの線を覆う</translation>
    </message>
    <message>
        <location filename="../core/solvers/domination.h" line="437"/>
        <source>    cover(queens left - 1)</source>
        <translation>    cover(残りのクイーン数 - 1)</translation>
    </message>
    <message>
        <location filename="../core/solvers/domination.h" line="438"/>
        <source>    take the queen off q</source>
        <translation>    q からクイーンを取り除く</translation>
    </message>
    <message>
        <location filename="../core/solvers/minconflicts.h" line="412"/>
        <source>Min-conflicts gave up after %1 moves without a solution (boards of size 2 and 3 have none).</source>
        <translation>最小衝突法は %1 回移動しても解が見つからず、打ち切りました (サイズ 2 と 3 の盤面には解がありません)。</translation>
    </message>
    <message>
        <location filename="../core/solvers/construction.h" line="88"/>
        <source>The %1 x %1 board has no solution: no queens can be placed so that none attacks another.</source>
        <translation>%1 x %1 の盤には解がありません: どのクイーンも互いに攻撃しないように置くことはできません。</translation>
    </message>
</context>
<context>
    <name>nq::AudioTrack</name>
    <message>
        <location filename="../app/film/audiotrack.cpp" line="53"/>
        <source>this FFmpeg has no %1 encoder</source>
        <translation>この FFmpeg には %1 エンコーダーがありません</translation>
    </message>
    <message>
        <location filename="../app/film/audiotrack.cpp" line="70"/>
        <location filename="../app/film/audiotrack.cpp" line="150"/>
        <source>out of memory</source>
        <translation>メモリが足りません</translation>
    </message>
    <message>
        <location filename="../app/film/audiotrack.cpp" line="74"/>
        <source>the sound encoder takes no samples this program makes</source>
        <translation>音声エンコーダーがこのプログラムの作るサンプルを受け付けません</translation>
    </message>
    <message>
        <location filename="../app/film/audiotrack.cpp" line="87"/>
        <source>the sound encoder did not start: %1</source>
        <translation>音声エンコーダーを開始できませんでした: %1</translation>
    </message>
    <message>
        <location filename="../app/film/audiotrack.cpp" line="105"/>
        <location filename="../app/film/audiotrack.cpp" line="110"/>
        <location filename="../app/film/audiotrack.cpp" line="121"/>
        <source>the narration&apos;s samples cannot be converted</source>
        <translation>ナレーションのサンプルを変換できません</translation>
    </message>
    <message>
        <location filename="../app/film/audiotrack.cpp" line="172"/>
        <location filename="../app/film/audiotrack.cpp" line="186"/>
        <source>the sound encoder failed: %1</source>
        <translation>音声エンコーダーが失敗しました: %1</translation>
    </message>
    <message>
        <location filename="../app/film/audiotrack.cpp" line="180"/>
        <source>the sound could not be written: %1</source>
        <translation>音声を書き込めませんでした: %1</translation>
    </message>
</context>
<context>
    <name>nq::BitmaskView</name>
    <message>
        <location filename="../app/studio/algorithms/bitmaskview.cpp" line="19"/>
        <source>Masks for row %1, a cell per column: left, down and right filled where attacked, free filled where a queen may go.</source>
        <translation>行 %1 のマスク（列ごとに 1 セル）: left・down・right は攻撃されている列を、free はクイーンを置ける列を塗ります。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/algorithms/bitmaskview.cpp" line="35"/>
        <source>free = ~(left | down | right): %n square(s) no queen attacks.</source>
        <translation>
            <numerusform>free = ~(left | down | right): どのクイーンにも攻撃されないマスは %n 個。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/algorithms/bitmaskview.cpp" line="39"/>
        <source>bit = free &amp; -free: column %1, the lowest free square not tried yet; %n more after it.</source>
        <translation>
            <numerusform>bit = free &amp; -free: 列 %1、まだ試していない空きマスのうち最も左のもの。その後にあと %n 個。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/algorithms/bitmaskview.cpp" line="45"/>
        <source>Tried in this row so far: %n free square(s), lowest first.</source>
        <translation>
            <numerusform>この行でこれまでに試した空きマス: %n 個（左から順に）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/algorithms/bitmaskview.cpp" line="48"/>
        <source>This step is on line %1 of the pseudocode.</source>
        <translation>このステップは疑似コードの %1 行目です。</translation>
    </message>
    <message>
        <location filename="../app/words/bitmaskwords.cpp" line="43"/>
        <source>Free squares tried</source>
        <translation>試した空きマス</translation>
    </message>
    <message>
        <location filename="../app/words/bitmaskwords.cpp" line="44"/>
        <source>Squares of the next row that the masks leave free, each tried for a queen.</source>
        <translation>マスクが空けている次の行のマス。それぞれにクイーンを試します。</translation>
    </message>
    <message>
        <location filename="../app/words/bitmaskwords.cpp" line="47"/>
        <source>Not used here: the masks leave attacked squares out, so none is tried and found attacked.</source>
        <translation>ここでは使いません：マスクが攻撃されたマスを除くので、試して攻撃されていたマスはありません。</translation>
    </message>
</context>
<context>
    <name>nq::BoardAccessible</name>
    <message>
        <location filename="../app/studio/board/boardaccessible.cpp" line="103"/>
        <source>Row %1, column %2</source>
        <translation>行 %1、列 %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/board/boardaccessible.cpp" line="107"/>
        <source>%1: queen, attacked by %n queen(s)</source>
        <translation>
            <numerusform>%1：クイーン、%n 個のクイーンに攻撃されている</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/board/boardaccessible.cpp" line="108"/>
        <source>%1: queen, not attacked</source>
        <translation>%1：クイーン、攻撃されていない</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/board/boardaccessible.cpp" line="110"/>
        <source>%1: empty, attacked by %n queen(s)</source>
        <translation>
            <numerusform>%1：空き、%n 個のクイーンに攻撃されている</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/board/boardaccessible.cpp" line="111"/>
        <source>%1: empty, safe</source>
        <translation>%1：空き、安全</translation>
    </message>
    <message>
        <location filename="../app/studio/board/boardaccessible.cpp" line="125"/>
        <source>Board, %1 × %1</source>
        <translation>盤面 %1 × %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/board/boardaccessible.cpp" line="127"/>
        <source>%n queen(s) on the board</source>
        <translation>
            <numerusform>盤上のクイーン %n 個</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/board/boardaccessible.cpp" line="130"/>
        <source>%1; the board is too large to read square by square.</source>
        <translation>%1。盤面が大きすぎてマスごとには読めません。</translation>
    </message>
    <message>
        <location filename="../app/studio/board/boardaccessible.cpp" line="187"/>
        <source>Column %1</source>
        <translation>列 %1</translation>
    </message>
    <message>
        <location filename="../app/studio/board/boardaccessible.cpp" line="192"/>
        <source>Row %1</source>
        <translation>行 %1</translation>
    </message>
</context>
<context>
    <name>nq::BoardExport</name>
    <message>
        <location filename="../app/render/exportpdf.cpp" line="121"/>
        <source>page %1 of %2</source>
        <translation>%2 ページ中 %1 ページ</translation>
    </message>
    <message>
        <location filename="../app/render/exportpdf.cpp" line="163"/>
        <source>The title takes %1 lines on the page, more than the %2 a title may take: shorten it.</source>
        <translation>タイトルがページ上で %1 行になり、タイトルに使える %2 行を超えています。短くしてください。</translation>
    </message>
    <message>
        <location filename="../app/render/exportpdf.cpp" line="223"/>
        <source>Name: ____________________    Date: ____________</source>
        <translation>名前: ____________________    日付: ____________</translation>
    </message>
    <message>
        <location filename="../app/render/exportpdf.cpp" line="228"/>
        <source>The queens that were given stand in framed squares.</source>
        <translation>枠で囲んだマスのクイーンは、最初から与えられていたものです。</translation>
    </message>
    <message>
        <location filename="../app/render/exportpdf.cpp" line="211"/>
        <source>Answers: %1</source>
        <translation>解答: %1</translation>
    </message>
    <message>
        <location filename="../app/render/boardexport.cpp" line="30"/>
        <source>Cannot tell the format of %1: use a name ending in .png, .svg or .pdf</source>
        <translation>%1 の形式を判別できません: 末尾が .png、.svg、.pdf のいずれかである名前を使ってください</translation>
    </message>
    <message>
        <location filename="../app/render/boardexport.cpp" line="126"/>
        <source>the picture could not be encoded as PNG</source>
        <translation>画像を PNG に変換できませんでした</translation>
    </message>
    <message>
        <location filename="../app/render/boardexport.cpp" line="196"/>
        <location filename="../app/render/boardexport.cpp" line="246"/>
        <source>A worksheet is a PDF, to print: use a name ending in .pdf, not &apos;%1&apos;.</source>
        <translation>ワークシートは印刷用の PDF です。&apos;%1&apos; ではなく .pdf で終わる名前を使ってください。</translation>
    </message>
    <message>
        <location filename="../app/render/boardexport.cpp" line="200"/>
        <location filename="../app/render/boardexport.cpp" line="282"/>
        <source>There are no boards to put on a sheet.</source>
        <translation>シートに載せる盤面がありません。</translation>
    </message>
    <message>
        <location filename="../app/render/boardexport.cpp" line="221"/>
        <source>%1. Place %2 queens, no two attacking.</source>
        <translation>%1. 互いに攻撃しないように %2 個のクイーンを置きなさい。</translation>
    </message>
    <message>
        <location filename="../app/render/boardexport.cpp" line="222"/>
        <source>%1. Place the other %2 queens.</source>
        <translation>%1. 残りの %2 個のクイーンを置きなさい。</translation>
    </message>
    <message>
        <location filename="../app/render/boardexport.cpp" line="231"/>
        <source>(one of %L1 solutions)</source>
        <translation>（%L1 通りの解のひとつ）</translation>
    </message>
    <message>
        <location filename="../app/render/boardexport.cpp" line="233"/>
        <source>(other completions exist)</source>
        <translation>（ほかの完成のしかたもあります）</translation>
    </message>
    <message>
        <location filename="../app/render/boardexport.cpp" line="251"/>
        <location filename="../app/render/boardexport.cpp" line="258"/>
        <source>Stopped before the worksheet was written.</source>
        <translation>ワークシートを書き出す前に中止しました。</translation>
    </message>
    <message>
        <location filename="../app/render/boardexport.cpp" line="283"/>
        <source>A sheet holds at most %1 boards in this format, not %2; choose one board per class or a smaller size.</source>
        <translation>この形式では 1 枚のシートに載せられる盤面は最大 %1 個で、%2 個は載せられません。各クラス 1 個にするか、より小さいサイズを選んでください。</translation>
    </message>
    <message>
        <location filename="../app/render/boardexport.cpp" line="312"/>
        <source>The title takes %1 lines on the sheet, more than the %2 a title may take: shorten it.</source>
        <translation>タイトルがシート上で %1 行になり、タイトルに使える %2 行を超えています。短くしてください。</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="99"/>
        <source>Class %1 (%2 sets)</source>
        <translation>クラス %1 (集合 %2 個)</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="100"/>
        <source>Set %1</source>
        <translation>集合 %1</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="104"/>
        <source>Class %1 (%2 solutions)</source>
        <translation>クラス %1 (解 %2 個)</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="108"/>
        <source>Solution %1</source>
        <translation>解 %1</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="125"/>
        <source>%1 × %1, %2 queens: one covering set per symmetry class</source>
        <translation>%1 × %1、クイーン %2 個: 対称クラスごとに支配集合を 1 つ</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="128"/>
        <source>%1 × %1, %2 queens: every covering set</source>
        <translation>%1 × %1、クイーン %2 個: すべての支配集合</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="129"/>
        <source>%1 × %1: one solution per symmetry class</source>
        <translation>%1 × %1: 対称クラスごとに解を 1 つ</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="130"/>
        <source>%1 × %1: all solutions</source>
        <translation>%1 × %1: すべての解</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="180"/>
        <source>Sheets and lists are made of boards up to %1 × %1; this one is %2 × %2.</source>
        <translation>シートと一覧は %1 × %1 までの盤で作ります。この盤は %2 × %2 です。</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="199"/>
        <location filename="../app/render/sheetcontents.cpp" line="263"/>
        <source>Cancelled.</source>
        <translation>取り消しました。</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="227"/>
        <source>A %1 sheet holds at most %L2 boards; %3 × %3 has more than %L4 classes of covering sets of %5 queens.</source>
        <translation>%1 のシートに載る盤は %L2 枚までです。%3 × %3 には %5 個のクイーンの支配集合の類が %L4 個より多くあります。</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="229"/>
        <source>A %1 sheet holds at most %L2 boards; %3 × %3 has more than %L4 covering sets of %5 queens.</source>
        <translation>%1 のシートに載る盤は %L2 枚までです。%3 × %3 には %5 個のクイーンの支配集合が %L4 個より多くあります。</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="240"/>
        <source>A %1 sheet holds at most %L2 boards; %3 × %3 has more than can be counted.</source>
        <translation>%1 のシートに載る盤は %L2 枚までです。%3 × %3 の盤は数えきれないほどあります。</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="247"/>
        <source>%L1 classes of covering sets</source>
        <translation>支配集合の %L1 個の類</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="247"/>
        <source>%L1 covering sets</source>
        <translation>%L1 個の支配集合</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="248"/>
        <source>%L1 classes of solutions</source>
        <translation>解の %L1 個の類</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="248"/>
        <source>%L1 solutions</source>
        <translation>%L1 個の解</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="249"/>
        <source>A %1 sheet holds at most %L2 boards; %3 × %3 has %4.</source>
        <translation>%1 のシートに載る盤は %L2 枚までです。%3 × %3 には %4 があります。</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="275"/>
        <source>No %1 queens cover the %2 × %2 board: there is nothing to put on a sheet.</source>
        <translation>%1 個のクイーンでは %2 × %2 の盤を覆えません。シートに載せるものがありません。</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="278"/>
        <source>The %1 × %1 board has no solutions to put on a sheet.</source>
        <translation>%1 × %1 の盤にはシートに載せる解がありません。</translation>
    </message>
</context>
<context>
    <name>nq::BoardPresenter</name>
    <message>
        <location filename="../app/studio/window/boardpresenter.cpp" line="162"/>
        <source>Covering set %L1 of %L2, in class %L3.</source>
        <translation>支配集合 %L1 / %L2、クラス %L3。</translation>
    </message>
    <message>
        <location filename="../app/studio/window/boardpresenter.cpp" line="166"/>
        <source>Solution %L1 of %L2, in class %L3.</source>
        <translation>解 %L1 / %L2、クラス %L3。</translation>
    </message>
    <message>
        <location filename="../app/studio/window/boardpresenter.cpp" line="183"/>
        <source>Set %L1 is set %L2 %3.</source>
        <translation>集合 %L1 は集合 %L2 を%3したものです。</translation>
    </message>
    <message>
        <location filename="../app/studio/window/boardpresenter.cpp" line="187"/>
        <source>Solution %L1 is solution %L2 %3.</source>
        <translation>解 %L1 は解 %L2 を%3したものです。</translation>
    </message>
</context>
<context>
    <name>nq::BoundedFile</name>
    <message>
        <location filename="../core/boundedfile.cpp" line="24"/>
        <source>a part file</source>
        <translation>パートファイル</translation>
    </message>
    <message>
        <location filename="../core/boundedfile.cpp" line="29"/>
        <source>a settings file</source>
        <translation>設定ファイル</translation>
    </message>
    <message>
        <location filename="../core/boundedfile.cpp" line="35"/>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <location filename="../core/boundedfile.cpp" line="37"/>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/boundedfile.cpp" line="38"/>
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n バイト</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/boundedfile.cpp" line="49"/>
        <location filename="../core/boundedfile.cpp" line="126"/>
        <source>&apos;%1&apos; is a folder, not %2</source>
        <translation>&apos;%1&apos; はフォルダーで、%2 ではありません</translation>
    </message>
    <message>
        <location filename="../core/boundedfile.cpp" line="53"/>
        <source>&apos;%1&apos; is a pipe, not %2: only regular files are read</source>
        <translation>&apos;%1&apos; はパイプで、%2 ではありません。通常のファイルだけを読みます</translation>
    </message>
    <message>
        <location filename="../core/boundedfile.cpp" line="57"/>
        <location filename="../core/boundedfile.cpp" line="128"/>
        <source>&apos;%1&apos; is a device, not %2: only regular files are read</source>
        <translation>&apos;%1&apos; はデバイスで、%2 ではありません。通常のファイルだけを読みます</translation>
    </message>
    <message>
        <location filename="../core/boundedfile.cpp" line="60"/>
        <location filename="../core/boundedfile.cpp" line="131"/>
        <location filename="../core/boundedfile.cpp" line="181"/>
        <source>&apos;%1&apos; is larger than %2, the most %3 can be</source>
        <translation>&apos;%1&apos; は %2 より大きく、%3 として許される大きさを超えています</translation>
    </message>
    <message>
        <location filename="../core/boundedfile.cpp" line="98"/>
        <location filename="../core/boundedfile.cpp" line="167"/>
        <location filename="../core/boundedfile.cpp" line="186"/>
        <source>cannot read &apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos; を読めません: %2</translation>
    </message>
    <message>
        <location filename="../core/boundedfile.cpp" line="104"/>
        <source>cannot read &apos;%1&apos;</source>
        <translation>&apos;%1&apos; を読めません</translation>
    </message>
</context>
<context>
    <name>nq::BreakpointStore</name>
    <message>
        <location filename="../app/studio/debugger/breakpointstore.cpp" line="52"/>
        <source>A stored breakpoint of %1 was dropped: %2</source>
        <translation>保存されていた %1 のブレークポイントを外しました：%2</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointstore.cpp" line="92"/>
        <location filename="../app/studio/debugger/breakpointstore.cpp" line="142"/>
        <source>Remove Breakpoint</source>
        <translation>ブレークポイントの削除</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointstore.cpp" line="97"/>
        <location filename="../app/studio/debugger/breakpointstore.cpp" line="106"/>
        <source>Set Breakpoint</source>
        <translation>ブレークポイントの設定</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointstore.cpp" line="121"/>
        <source>Change Breakpoint Condition</source>
        <translation>ブレークポイントの条件の変更</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointstore.cpp" line="122"/>
        <source>Enable Breakpoint</source>
        <translation>ブレークポイントの有効化</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointstore.cpp" line="123"/>
        <source>Disable Breakpoint</source>
        <translation>ブレークポイントの無効化</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointstore.cpp" line="147"/>
        <source>Remove All Breakpoints</source>
        <translation>すべてのブレークポイントの削除</translation>
    </message>
</context>
<context>
    <name>nq::BreakpointsView</name>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="129"/>
        <source>always</source>
        <translation>常に</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="135"/>
        <source>No breakpoints. Click left of a pseudocode line, or press F9.</source>
        <translation>ブレークポイントはありません。擬似コードの行の左をクリックするか、F9 を押してください。</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="152"/>
        <source>Remove All Breakpoints</source>
        <translation>すべてのブレークポイントの削除</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="153"/>
        <source>Remove all %n breakpoint(s) of %1?</source>
        <translation>
            <numerusform>%1 のブレークポイント %n 個をすべて削除しますか?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="157"/>
        <source>Edit &gt; Undo (Ctrl+Z) brings them back.</source>
        <translation>編集 &gt; 元に戻す (Ctrl+Z) で元に戻せます。</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="189"/>
        <source>Breakpoint Condition</source>
        <translation>ブレークポイントの条件</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="197"/>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="201"/>
        <source>any</source>
        <translation>どれでも</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="206"/>
        <source>Only at &amp;row (depth):</source>
        <translation>この行（深さ）でだけ(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="207"/>
        <source>Only at &amp;column:</source>
        <translation>この列でだけ(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="208"/>
        <source>Only &amp;every k-th hit, k =</source>
        <translation>k 回ごとに(&amp;E)、k =</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="217"/>
        <source>A column needs its row: choose the row too.</source>
        <translation>列には行も必要です。行も選んでください。</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="253"/>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="253"/>
        <source>Condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="253"/>
        <source>Hits</source>
        <translation>ヒット数</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="254"/>
        <source>Breakpoints</source>
        <translation>ブレークポイント</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="255"/>
        <source>&amp;Condition…</source>
        <translation>条件(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="256"/>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="257"/>
        <source>Remove &amp;All</source>
        <translation>すべて削除(&amp;A)</translation>
    </message>
</context>
<context>
    <name>nq::CallStack</name>
    <message>
        <location filename="../app/words/callstack.cpp" line="121"/>
        <source>%1 entries, too many to list</source>
        <translation>%1 個の要素（多すぎて表示できません）</translation>
    </message>
    <message>
        <location filename="../app/words/callstack.cpp" line="161"/>
        <source>The run is over: every call has returned.</source>
        <translation>実行は終了しました。すべての呼び出しが戻りました。</translation>
    </message>
    <message>
        <location filename="../app/words/callstack.cpp" line="167"/>
        <location filename="../app/words/callstack.cpp" line="175"/>
        <source>Calls of solve</source>
        <translation>solve の呼び出し</translation>
    </message>
    <message>
        <location filename="../app/words/callstack.cpp" line="180"/>
        <source>The array x plays the stack: one entry per row</source>
        <translation>配列 x がスタックの役目をします（行ごとに 1 要素）</translation>
    </message>
    <message>
        <location filename="../app/words/callstack.cpp" line="197"/>
        <source>No calls: this algorithm has no recursion</source>
        <translation>呼び出しはありません（このアルゴリズムは再帰しません）</translation>
    </message>
    <message>
        <location filename="../app/words/callstackfamilies.cpp" line="48"/>
        <source>Calls of solve (bits in the board&apos;s column order)</source>
        <translation>solve の呼び出し（ビットは盤の列の順）</translation>
    </message>
    <message>
        <location filename="../app/words/callstackfamilies.cpp" line="77"/>
        <source>Calls of cover</source>
        <translation>cover の呼び出し</translation>
    </message>
    <message>
        <location filename="../app/words/callstackfamilies.cpp" line="105"/>
        <source>uncovered squares</source>
        <translation>利きのないマス</translation>
    </message>
    <message>
        <location filename="../app/words/callstackfamilies.cpp" line="111"/>
        <source>The queue plays the stack: boards waiting, by queens</source>
        <translation>キューがスタックの役目をします（待っている盤、クイーンの数ごと）</translation>
    </message>
    <message>
        <location filename="../app/words/callstackfamilies.cpp" line="112"/>
        <source>The stack of boards waiting, by queens</source>
        <translation>待っている盤のスタック（クイーンの数ごと）</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/callstackfamilies.cpp" line="121"/>
        <source>%n board(s) of %1 queens</source>
        <translation>
            <numerusform>%1 個のクイーンの盤 %n 枚</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/words/callstackfamilies.cpp" line="128"/>
        <source>queue size</source>
        <translation>キューの長さ</translation>
    </message>
    <message>
        <location filename="../app/words/callstackfamilies.cpp" line="128"/>
        <source>stack size</source>
        <translation>スタックの長さ</translation>
    </message>
    <message>
        <location filename="../app/words/callstackfamilies.cpp" line="132"/>
        <source>Nothing waits: the board taken out is the last.</source>
        <translation>待っている盤はありません。取り出した盤が最後です。</translation>
    </message>
</context>
<context>
    <name>nq::CallStackView</name>
    <message>
        <location filename="../app/studio/debugger/callstackview.cpp" line="92"/>
        <source>A board picked or put by hand: no call is in progress.</source>
        <translation>選んだ盤か手で置いた盤です。実行中の呼び出しはありません。</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/callstackview.cpp" line="134"/>
        <source>Call stack</source>
        <translation>コールスタック</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/callstackview.cpp" line="155"/>
        <source>Click: go to where this call began. Double click (or Shift+Enter): go to where it returns.</source>
        <translation>クリック：この呼び出しが始まった所へ。ダブルクリック（または Shift+Enter）：戻る所へ。</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/callstackview.cpp" line="158"/>
        <source>%1, the call running now</source>
        <translation>%1、いま実行中の呼び出し</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/callstackview.cpp" line="179"/>
        <source>column</source>
        <translation>列</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/callstackview.cpp" line="190"/>
        <source>Changed by this step</source>
        <translation>このステップで変わりました</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/callstackview.cpp" line="231"/>
        <source>&amp;Variables</source>
        <translation>変数(&amp;V)</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/callstackview.cpp" line="232"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/callstackview.cpp" line="232"/>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/callstackview.cpp" line="233"/>
        <source>Calls</source>
        <translation>呼び出し</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/callstackview.cpp" line="234"/>
        <source>Variables</source>
        <translation>変数</translation>
    </message>
</context>
<context>
    <name>nq::CatalogFilter</name>
    <message>
        <location filename="../core/catalogfilter.cpp" line="58"/>
        <source>a queen on %1</source>
        <translation>%1 にクイーン</translation>
    </message>
    <message>
        <location filename="../core/catalogfilter.cpp" line="59"/>
        <source>queens on %1</source>
        <translation>%1 にクイーン</translation>
    </message>
    <message>
        <location filename="../core/catalogfilter.cpp" line="65"/>
        <source>no symmetry</source>
        <translation>対称性なし</translation>
    </message>
    <message>
        <location filename="../core/catalogfilter.cpp" line="68"/>
        <source>the same after a half turn</source>
        <translation>半回転で同じ</translation>
    </message>
    <message>
        <location filename="../core/catalogfilter.cpp" line="71"/>
        <source>the same after a quarter turn</source>
        <translation>4 分の 1 回転で同じ</translation>
    </message>
    <message>
        <location filename="../core/catalogfilter.cpp" line="74"/>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../core/catalogfilter.cpp" line="82"/>
        <source>No covering set matches.</source>
        <translation>条件に合う支配集合はありません。</translation>
    </message>
    <message>
        <location filename="../core/catalogfilter.cpp" line="83"/>
        <source>No solution matches.</source>
        <translation>条件に合う解はありません。</translation>
    </message>
    <message>
        <location filename="../core/catalogfilter.cpp" line="84"/>
        <source>1 covering set matches</source>
        <translation>条件に合う支配集合 1 個</translation>
    </message>
    <message>
        <location filename="../core/catalogfilter.cpp" line="85"/>
        <source>%L1 covering sets match</source>
        <translation>条件に合う支配集合 %L1 個</translation>
    </message>
    <message>
        <location filename="../core/catalogfilter.cpp" line="86"/>
        <source>1 solution matches</source>
        <translation>条件に合う解 1 個</translation>
    </message>
    <message>
        <location filename="../core/catalogfilter.cpp" line="87"/>
        <source>%L1 solutions match</source>
        <translation>条件に合う解 %L1 個</translation>
    </message>
    <message>
        <location filename="../core/catalogfilter.cpp" line="88"/>
        <source>in 1 class</source>
        <translation>1 クラス</translation>
    </message>
    <message>
        <location filename="../core/catalogfilter.cpp" line="89"/>
        <source>in %L1 classes</source>
        <translation>%L1 クラス</translation>
    </message>
    <message>
        <location filename="../core/catalogfilter.cpp" line="90"/>
        <source>%1, %2.</source>
        <translation>%1（%2）。</translation>
    </message>
</context>
<context>
    <name>nq::CatalogModel</name>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="212"/>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="237"/>
        <source>  ⟳ symmetric under a quarter turn</source>
        <translation>  ⟳ 90° 回転で対称</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="214"/>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="239"/>
        <source>  ⟲ symmetric under a half turn</source>
        <translation>  ⟲ 180° 回転で対称</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="219"/>
        <source>Queens on %1 (row, column)</source>
        <translation>クイーンの位置 %1 (行, 列)</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="220"/>
        <source>Queens on %1 (row, column): the representative %2</source>
        <translation>クイーンの位置 %1（行, 列）：代表を%2したもの</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="223"/>
        <source>Class %L1: 1 set</source>
        <translation>クラス %L1: 集合 1 個</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="224"/>
        <source>Class %L1: %2 sets</source>
        <translation>クラス %L1: 集合 %2 個</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="227"/>
        <source>Set %L1 (class %L2)</source>
        <translation>集合 %L1 (クラス %L2)</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="229"/>
        <source>Set %L1: the representative</source>
        <translation>集合 %L1: 代表</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="230"/>
        <source>Set %L1: the representative %2</source>
        <translation>集合 %L1：代表を%2</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="247"/>
        <source>Solution %L1: the representative %2</source>
        <translation>解 %L1：代表を%2</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="255"/>
        <source>Columns %1: the representative %2</source>
        <translation>列 %1：代表を%2したもの</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="240"/>
        <source>Class %L1: %2 solutions</source>
        <translation>クラス %L1: 解 %2 個</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="243"/>
        <source>Solution %L1 (class %L2)</source>
        <translation>解 %L1 (クラス %L2)</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="246"/>
        <source>Solution %L1: the representative</source>
        <translation>解 %L1: 代表解</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="253"/>
        <source>Representative: %1</source>
        <translation>代表解: %1</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="258"/>
        <source>Columns %1</source>
        <translation>列 %1</translation>
    </message>
</context>
<context>
    <name>nq::ClassController</name>
    <message numerus="yes">
        <location filename="../app/studio/classroom/classcontroller.cpp" line="45"/>
        <source>The class session ended after %n minute(s) with nothing happening.</source>
        <translation>
            <numerusform>何も起きないまま %n 分たったので、授業セッションを終了しました。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classcontroller.cpp" line="113"/>
        <source>The class session could not start: %1</source>
        <translation>授業セッションを開始できません: %1</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classcontroller.cpp" line="145"/>
        <source>The class session has ended; its port is closed.</source>
        <translation>授業セッションを終了し、ポートを閉じました。</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classcontroller.cpp" line="176"/>
        <source>Class session open at %1, code %2.</source>
        <translation>授業セッションを %1 で開きました。コードは %2 です。</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classcontroller.cpp" line="286"/>
        <source>“%1” is not asked in the next %L2 steps of this run.</source>
        <translation>この実行の次の %L2 ステップでは「%1」を質問できません。</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classcontroller.cpp" line="300"/>
        <source>Asked the class: %1</source>
        <translation>クラスに質問しました: %1</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classvotes.cpp" line="57"/>
        <source> ✓</source>
        <translation> ✓</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classcontroller.cpp" line="370"/>
        <location filename="../app/studio/classroom/classcontroller.cpp" line="377"/>
        <source>Export Class Results</source>
        <translation>授業の結果をエクスポート</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classcontroller.cpp" line="371"/>
        <source>class-results</source>
        <translation>授業の結果</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classcontroller.cpp" line="372"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/classroom/classcontroller.cpp" line="380"/>
        <source>%n answer row(s) exported to %1.</source>
        <translation>
            <numerusform>%n 行の回答を %1 にエクスポートしました。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classcontroller.cpp" line="389"/>
        <source>End the Class Sessi&amp;on</source>
        <translation>授業セッションを終了(&amp;O)</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classcontroller.cpp" line="389"/>
        <source>Start a Class Sessi&amp;on…</source>
        <translation>授業セッションを開始(&amp;O)…</translation>
    </message>
</context>
<context>
    <name>nq::ClassDock</name>
    <message>
        <location filename="../app/studio/classroom/classdock.cpp" line="120"/>
        <source>QR code of the address to join</source>
        <translation>参加用アドレスの QR コード</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classdock.cpp" line="146"/>
        <source>Start a class session and your students answer from their phones: they open the address shown here on the school&apos;s network, or scan its QR code, and type the session&apos;s code.</source>
        <translation>授業セッションを開始すると、生徒はスマートフォンから答えられます。学校のネットワークでここに表示されるアドレスを開くか QR コードを読み取り、セッションのコードを入力します。</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classdock.cpp" line="201"/>
        <source>&amp;Question:</source>
        <translation>質問(&amp;Q):</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classdock.cpp" line="209"/>
        <source>Join at %1</source>
        <extracomment>%1 the address students open (http://192.168.1.5:8765/)</extracomment>
        <translation>参加: %1</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classdock.cpp" line="211"/>
        <source>Session code</source>
        <translation>セッションのコード</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classdock.cpp" line="212"/>
        <source>Session code %1</source>
        <translation>セッションのコード %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/classroom/classdock.cpp" line="214"/>
        <source>%n student(s) joined</source>
        <translation>
            <numerusform>%n 人が参加</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classdock.cpp" line="216"/>
        <source>%1 joined, %2 connected</source>
        <translation>%1 人が参加、%2 人が接続中</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classdock.cpp" line="218"/>
        <source>No question asked.</source>
        <translation>まだ質問していません。</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classdock.cpp" line="221"/>
        <source>Second vote: %1 of %2 answered</source>
        <extracomment>%1 answers in the second round, %2 students joined</extracomment>
        <translation>2 回目の投票: %2 人中 %1 人が回答</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classdock.cpp" line="224"/>
        <source>%1 of %2 answered</source>
        <extracomment>%1 answers so far, %2 students joined</extracomment>
        <translation>%2 人中 %1 人が回答</translation>
    </message>
</context>
<context>
    <name>nq::ClassPage</name>
    <message>
        <location filename="../app/film/classpage.cpp" line="23"/>
        <location filename="../app/film/classpage.cpp" line="70"/>
        <source>N-Queens Studio: class session</source>
        <translation>N-Queens Studio: 授業セッション</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="24"/>
        <source>Session code:</source>
        <translation>セッションのコード:</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="25"/>
        <source>Your nickname:</source>
        <translation>ニックネーム:</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="26"/>
        <source>Join</source>
        <translation>参加</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="28"/>
        <source>Joined as %1</source>
        <extracomment>%1 the nickname the student joined with</extracomment>
        <translation>%1 として参加中</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="30"/>
        <source>That is not the session&apos;s code: check the code on the projector.</source>
        <translation>セッションのコードが違います。プロジェクターのコードを確かめてください。</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="32"/>
        <source>Too many wrong codes from this device: wait a minute, then try again.</source>
        <translation>この端末から間違ったコードが多すぎます。1 分待ってからやり直してください。</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="33"/>
        <source>The class session is full.</source>
        <translation>授業セッションは満員です。</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="35"/>
        <source>Type a nickname of 1 to 24 letters, and a code of 6 digits.</source>
        <translation>1〜24 文字のニックネームと 6 桁のコードを入力してください。</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="36"/>
        <source>Connection lost: reconnecting…</source>
        <translation>接続が切れました。再接続しています…</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="37"/>
        <source>Waiting for the teacher&apos;s board…</source>
        <translation>先生の盤面を待っています…</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="40"/>
        <source>Answer sent: %1. You may change it until the votes are shown.</source>
        <extracomment>%1 the student&apos;s answer in words (&quot;row 2, column 3&quot;)</extracomment>
        <translation>回答を送りました: %1。投票が表示されるまで変えられます。</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="41"/>
        <source>Not counted: the votes are closed.</source>
        <translation>数えられませんでした。投票は締め切られています。</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="42"/>
        <source>The votes are closed. Wait for the teacher.</source>
        <translation>投票は締め切られました。先生を待ってください。</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="43"/>
        <source>Discuss with your neighbour, then vote again.</source>
        <translation>隣の人と話し合ってから、もう一度投票してください。</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="45"/>
        <source>Votes, round %1</source>
        <extracomment>%1 the round of votes: 1, or 2 after discussing</extracomment>
        <translation>投票 (%1 回目)</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="47"/>
        <source>%1 votes</source>
        <extracomment>%1 how many chose this answer (more than one, or none)</extracomment>
        <translation>%1 票</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="49"/>
        <source>1 vote</source>
        <extracomment>one student chose this answer</extracomment>
        <translation>1 票</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="50"/>
        <source>(yours)</source>
        <translation>(あなた)</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="51"/>
        <source>The class session has ended. Thank you!</source>
        <translation>授業セッションは終わりました。ありがとうございました!</translation>
    </message>
</context>
<context>
    <name>nq::ClassResults</name>
    <message>
        <location filename="../app/studio/classroom/classresults.cpp" line="35"/>
        <source>Nickname</source>
        <translation>ニックネーム</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classresults.cpp" line="35"/>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classresults.cpp" line="35"/>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classresults.cpp" line="35"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classresults.cpp" line="36"/>
        <source>Asked</source>
        <translation>質問内容</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classresults.cpp" line="36"/>
        <source>First vote</source>
        <translation>1 回目の投票</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classresults.cpp" line="36"/>
        <location filename="../app/studio/classroom/classresults.cpp" line="37"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classresults.cpp" line="36"/>
        <location filename="../app/studio/classroom/classresults.cpp" line="37"/>
        <source>Seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classresults.cpp" line="37"/>
        <source>Second vote</source>
        <translation>2 回目の投票</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classresults.cpp" line="37"/>
        <source>Right answer</source>
        <translation>正解</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classresults.cpp" line="68"/>
        <source>right</source>
        <translation>正解</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classresults.cpp" line="68"/>
        <source>wrong</source>
        <translation>不正解</translation>
    </message>
</context>
<context>
    <name>nq::ClassSessionDialog</name>
    <message>
        <location filename="../app/studio/classroom/classsessiondialog.cpp" line="16"/>
        <source>Start a Class Session</source>
        <translation>授業セッションを開始</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classsessiondialog.cpp" line="19"/>
        <source>Students on this computer&apos;s network open the address the Class dock shows, or scan its QR code, and type the session&apos;s code. What they see and answer (the board, the questions, their nicknames and votes) crosses the school&apos;s network unencrypted and goes nowhere else; nothing about them is kept after the session unless you export the results.</source>
        <translation>このコンピューターと同じネットワークの生徒は、「授業」ドックに表示されるアドレスを開くか QR コードを読み取り、セッションのコードを入力します。生徒が見るものと答えるもの (盤面、質問、ニックネーム、投票) は暗号化されずに学校のネットワークを通り、ほかへは送られません。結果をエクスポートしない限り、セッションの後に生徒について何も残りません。</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classsessiondialog.cpp" line="28"/>
        <source>The first free from 8765</source>
        <translation>8765 から最初の空き</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classsessiondialog.cpp" line="30"/>
        <source>&amp;Port:</source>
        <translation>ポート(&amp;P):</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classsessiondialog.cpp" line="33"/>
        <source>&amp;Most students:</source>
        <translation>最大の生徒数(&amp;M):</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classsessiondialog.cpp" line="35"/>
        <source> min</source>
        <translation> 分</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classsessiondialog.cpp" line="37"/>
        <source>&amp;End after idle:</source>
        <translation>無操作で終了(&amp;E):</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classsessiondialog.cpp" line="39"/>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
</context>
<context>
    <name>nq::CodeView</name>
    <message>
        <location filename="../app/studio/debugger/codeview.cpp" line="146"/>
        <source>%1 has no %2 listing: the listings are of the searches the textbooks give in code.</source>
        <translation>%1 には %2 のプログラムはありません。プログラムがあるのは、教科書がコードで示す探索です。</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/codeview.cpp" line="206"/>
        <source>Line %1 of the program stands for no line of the pseudocode: a breakpoint goes on a line marked in the pseudocode&apos;s terms.</source>
        <translation>プログラムの %1 行目は擬似コードのどの行にも当たりません。ブレークポイントは擬似コードの行に当たる行に置きます。</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/codeview.cpp" line="296"/>
        <source>The %1 program is on the clipboard.</source>
        <translation>%1 のプログラムをクリップボードにコピーしました。</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/codeview.cpp" line="304"/>
        <location filename="../app/studio/debugger/codeview.cpp" line="311"/>
        <source>Save Code As</source>
        <translation>コードに名前を付けて保存</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/codeview.cpp" line="305"/>
        <source>C++ programs (*.cpp)</source>
        <translation>C++ プログラム (*.cpp)</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/codeview.cpp" line="306"/>
        <source>Python programs (*.py)</source>
        <translation>Python プログラム (*.py)</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/codeview.cpp" line="314"/>
        <source>Saved %1</source>
        <translation>%1 に保存しました</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/codeview.cpp" line="321"/>
        <source>Copy Code</source>
        <translation>コードをコピー</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/codeview.cpp" line="322"/>
        <source>Save Code As…</source>
        <translation>コードに名前を付けて保存…</translation>
    </message>
</context>
<context>
    <name>nq::CompareWindow</name>
    <message>
        <location filename="../app/studio/compare/comparewindow.cpp" line="80"/>
        <source>Compare Algorithms</source>
        <translation>アルゴリズムの比較</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/comparewindow.cpp" line="81"/>
        <source>&amp;Ladder of Work</source>
        <translation>仕事量のはしご(&amp;L)</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/comparewindow.cpp" line="82"/>
        <source>&amp;Race</source>
        <translation>競走(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/comparewindow.cpp" line="83"/>
        <source>E&amp;stimate the Tree</source>
        <translation>木の大きさを推定(&amp;S)</translation>
    </message>
</context>
<context>
    <name>nq::ConstructionView</name>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="16"/>
        <source>n = %1: a board of 2 or 3 has no solution.</source>
        <translation>n = %1: 2 や 3 の盤には解がありません。</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="18"/>
        <source>n = %1 is even and n mod 6 = %2, not 2: row i takes column 2i, row n/2 + i column 2i - 1.</source>
        <translation>n = %1 は偶数で n mod 6 = %2（2 ではない）: 行 i は列 2i、行 n/2 + i は列 2i - 1 に置きます。</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="22"/>
        <source>n = %1 is odd: the formula for m = n - 1 = %2 (m mod 6 = %3, not 2: row i takes column 2i, row m/2 + i column 2i - 1), and a queen in the corner.</source>
        <translation>n = %1 は奇数: m = n - 1 = %2 の公式（m mod 6 = %3、2 ではない: 行 i は列 2i、行 m/2 + i は列 2i - 1）と、隅にクイーン 1 つ。</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="29"/>
        <source>n = %1 and n mod 6 = 2: the columns shift by k = (2i + n/2 - 3) mod n.</source>
        <translation>n = %1 で n mod 6 = 2: 列を k = (2i + n/2 - 3) mod n だけずらします。</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="32"/>
        <source>n = %1 is odd: the formula for m = n - 1 = %2 (m mod 6 = 2: the columns shift by k = (2i + m/2 - 3) mod m), and a queen in the corner.</source>
        <translation>n = %1 は奇数: m = n - 1 = %2 の公式（m mod 6 = 2: 列を k = (2i + m/2 - 3) mod m だけずらす）と、隅にクイーン 1 つ。</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="49"/>
        <source>n mod 6 = %1, not 2</source>
        <translation>n mod 6 = %1（2 ではない）</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="50"/>
        <source>n is odd, m = %1, m mod 6 = %2, not 2</source>
        <translation>n は奇数、m = %1、m mod 6 = %2（2 ではない）</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="52"/>
        <source>n mod 6 = 2</source>
        <translation>n mod 6 = 2</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="52"/>
        <source>n is odd, m = %1, m mod 6 = 2</source>
        <translation>n は奇数、m = %1、m mod 6 = 2</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="62"/>
        <source>%1: %2</source>
        <extracomment>The case of n mod 6 the board takes, then the formula of this row&apos;s column.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="83"/>
        <source>Row %1: the odd board&apos;s last queen goes in the corner, column %2.</source>
        <translation>行 %1: 奇数の盤の最後のクイーンは隅の列 %2 に置きます。</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="88"/>
        <source>Row %1 = i with i = %1: column 2i = %2.</source>
        <translation>行 %1 = i（i = %1）: 列 2i = %2。</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="89"/>
        <source>Row %1 = m/2 + i with i = %2: column 2i - 1 = %3.</source>
        <translation>行 %1 = m/2 + i（i = %2）: 列 2i - 1 = %3。</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="91"/>
        <source>Row %1 = i with i = %1: k = (2i + m/2 - 3) mod m = %2, column 1 + k = %3.</source>
        <translation>行 %1 = i（i = %1）: k = (2i + m/2 - 3) mod m = %2、列 1 + k = %3。</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="95"/>
        <source>Row %1 = m + 1 - i with i = %2: k = %3, column m - k = %4.</source>
        <translation>行 %1 = m + 1 - i（i = %2）: k = %3、列 m - k = %4。</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="68"/>
        <source>Finished: boards of 2 and 3 have no solution, so there is nothing to construct.</source>
        <translation>終了: 2 と 3 の盤には解がないので、構成するものはありません。</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="104"/>
        <source>Not used here: the formula writes each row&apos;s column down without a search.</source>
        <translation>ここでは使いません：公式が探索なしで各行の列を決めます。</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="107"/>
        <source>Queens put down by the formula, one per row.</source>
        <translation>公式で置いたクイーン。各行に 1 つ。</translation>
    </message>
</context>
<context>
    <name>nq::CountDialog</name>
    <message>
        <location filename="../app/studio/browser/countdialog.cpp" line="19"/>
        <location filename="../app/studio/browser/countdialog.cpp" line="178"/>
        <source>Count Solutions</source>
        <translation>解の数え上げ</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/countdialog.cpp" line="23"/>
        <source>All solutions of the %1 × %1 board, counted on every core.</source>
        <translation>%1 × %1 の盤面のすべての解を、全コアを使って数えます。</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/countdialog.cpp" line="41"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/countdialog.cpp" line="57"/>
        <location filename="../app/studio/browser/countdialog.cpp" line="141"/>
        <source>Counting…</source>
        <translation>数えています…</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/countdialog.cpp" line="57"/>
        <source>Timing this machine on a smaller board…</source>
        <translation>小さな盤でこのコンピューターの速さを測っています…</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/countdialog.cpp" line="90"/>
        <source>Stopping…</source>
        <translation>停止しています…</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/browser/countdialog.cpp" line="115"/>
        <source>about %n second(s)</source>
        <translation>
            <numerusform>約 %n 秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/browser/countdialog.cpp" line="117"/>
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>約 %n 分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/browser/countdialog.cpp" line="119"/>
        <source>about %n hour(s)</source>
        <translation>
            <numerusform>約 %n 時間</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/browser/countdialog.cpp" line="120"/>
        <source>about %n day(s)</source>
        <translation>
            <numerusform>約 %n 日</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/browser/countdialog.cpp" line="135"/>
        <source>This count will take %1 on this machine: Knuth&apos;s estimate of its search tree is %2 nodes, and %3 × %3 took %4 s here.</source>
        <translation>この数え上げは、このコンピューターで%1かかります。クヌースの方法による探索木の推定は %2 ノードで、ここでは %3 × %3 に %4 秒かかりました。</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/countdialog.cpp" line="152"/>
        <source>%1% done, about %2 s left</source>
        <translation>%1% 完了、残り約 %2 秒</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/countdialog.cpp" line="160"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/countdialog.cpp" line="162"/>
        <source>Cancelled: the count was not finished.</source>
        <translation>キャンセルしました: 数え上げは完了していません。</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/countdialog.cpp" line="169"/>
        <source>Done in %1 s.</source>
        <translation>%1 秒で完了しました。</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/countdialog.cpp" line="170"/>
        <source>%L1 solutions in %L2 classes</source>
        <translation>解 %L1 個 (%L2 クラス)</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/countdialog.cpp" line="179"/>
        <source>The counter counts boards up to %1 × %1.</source>
        <translation>数え上げは %1 × %1 までの盤面に対応しています。</translation>
    </message>
</context>
<context>
    <name>nq::Counters</name>
    <message>
        <location filename="../app/words/algorithmwords.cpp" line="12"/>
        <location filename="../app/words/constructionwords.cpp" line="108"/>
        <location filename="../app/words/frontierwords.cpp" line="33"/>
        <location filename="../app/words/rowsearchwords.cpp" line="22"/>
        <location filename="../app/words/rowsearchwords.cpp" line="55"/>
        <source>Squares tested</source>
        <translation>検査したマス</translation>
    </message>
    <message>
        <location filename="../app/words/algorithmwords.cpp" line="13"/>
        <source>Squares tried for the next queen, row by row.</source>
        <translation>次のクイーンのために行ごとに試したマス。</translation>
    </message>
    <message>
        <location filename="../app/words/algorithmwords.cpp" line="14"/>
        <location filename="../app/words/bitmaskwords.cpp" line="46"/>
        <location filename="../app/words/constructionwords.cpp" line="109"/>
        <location filename="../app/words/dominationwords.cpp" line="71"/>
        <location filename="../app/words/dominationwords.cpp" line="74"/>
        <location filename="../app/words/frontierwords.cpp" line="35"/>
        <location filename="../app/words/minconflictswords.cpp" line="57"/>
        <location filename="../app/words/rowsearchwords.cpp" line="24"/>
        <location filename="../app/words/rowsearchwords.cpp" line="57"/>
        <source>Conflicts</source>
        <translation>衝突</translation>
    </message>
    <message>
        <location filename="../app/words/algorithmwords.cpp" line="15"/>
        <source>Tried squares found attacked by a queen already on the board.</source>
        <translation>試したマスのうち、盤上のクイーンに攻撃されていたもの。</translation>
    </message>
    <message>
        <location filename="../app/words/counters.cpp" line="16"/>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <location filename="../app/words/counters.cpp" line="16"/>
        <source>Steps taken since the start of the run.</source>
        <translation>実行開始からのステップ数。</translation>
    </message>
    <message>
        <location filename="../app/words/frontierwords.cpp" line="30"/>
        <location filename="../app/words/minconflictswords.cpp" line="51"/>
        <location filename="../app/words/rowsearchwords.cpp" line="19"/>
        <location filename="../app/words/counters.cpp" line="22"/>
        <source>Queens placed</source>
        <translation>置いたクイーン</translation>
    </message>
    <message>
        <location filename="../app/words/counters.cpp" line="50"/>
        <source>Solutions</source>
        <translation>解</translation>
    </message>
    <message>
        <location filename="../app/words/counters.cpp" line="51"/>
        <source>Boards found with a queen in every row and no two queens attacking.</source>
        <translation>すべての行にクイーンがあり、どの 2 つも攻撃し合わない盤面の数。</translation>
    </message>
    <message>
        <location filename="../app/words/counters.cpp" line="58"/>
        <source>Queens on the board</source>
        <translation>盤面上のクイーン</translation>
    </message>
    <message>
        <location filename="../app/words/counters.cpp" line="58"/>
        <source>Queens standing on the board now.</source>
        <translation>いま盤上にあるクイーンの数。</translation>
    </message>
    <message>
        <location filename="../app/words/counters.cpp" line="67"/>
        <source>Queens under attack</source>
        <translation>攻撃されているクイーン</translation>
    </message>
    <message>
        <location filename="../app/words/counters.cpp" line="68"/>
        <source>Queens on the board that another queen attacks now; the board hatches them.</source>
        <translation>いま別のクイーンに攻撃されている盤上のクイーン。盤面では斜線で示されます。</translation>
    </message>
    <message>
        <location filename="../app/words/counters.cpp" line="83"/>
        <source>Queens put on a square that no queen above attacks.</source>
        <translation>上のどのクイーンにも攻撃されていないマスに置いたクイーン。</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="110"/>
        <location filename="../app/words/frontierwords.cpp" line="38"/>
        <location filename="../app/words/minconflictswords.cpp" line="60"/>
        <location filename="../app/words/rowsearchwords.cpp" line="27"/>
        <location filename="../app/words/rowsearchwords.cpp" line="44"/>
        <location filename="../app/words/rowsearchwords.cpp" line="60"/>
        <location filename="../app/words/counters.cpp" line="86"/>
        <source>Backtracks</source>
        <translation>バックトラック</translation>
    </message>
    <message>
        <location filename="../app/words/counters.cpp" line="87"/>
        <source>Queens taken off again to try the next column of their row.</source>
        <translation>同じ行の次の列を試すために取り除いたクイーン。</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="111"/>
        <location filename="../app/words/rowsearchwords.cpp" line="46"/>
        <location filename="../app/words/rowsearchwords.cpp" line="62"/>
        <location filename="../app/words/counters.cpp" line="88"/>
        <source>Boards checked</source>
        <translation>調べた盤面</translation>
    </message>
    <message>
        <location filename="../app/words/counters.cpp" line="89"/>
        <source>Not used here: squares are checked one by one as the queens go on, never a complete board at the end.</source>
        <translation>ここでは使いません：クイーンを置くたびにマスを 1 つずつ調べ、最後に盤面全体を調べることはありません。</translation>
    </message>
</context>
<context>
    <name>nq::CountersPanel</name>
    <message>
        <location filename="../app/studio/panels/counterspanel.cpp" line="59"/>
        <source>Counters</source>
        <translation>カウンター</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/counterspanel.cpp" line="60"/>
        <source>The board shown is not the run&apos;s.</source>
        <translation>表示中の盤面は実行中のものではありません。</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/counterspanel.cpp" line="61"/>
        <source>The rows of the board (queens on it, attacked) tell of the board shown; the run&apos;s rows wait for the run to go on.</source>
        <translation>盤面の行（盤上のクイーン、攻撃されているクイーン）は表示中の盤面を示します。実行の行は実行が再開するまで待ちます。</translation>
    </message>
</context>
<context>
    <name>nq::DebugController</name>
    <message>
        <location filename="../app/studio/debugger/debugcontroller.cpp" line="119"/>
        <source>Line %1 makes no step of its own: playing never stops there, so it takes no breakpoint.</source>
        <translation>%1 行目はそれ自体のステップを作りません。再生がそこで止まることはないので、ブレークポイントは置けません。</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/debugcontroller.cpp" line="131"/>
        <source>Put the keyboard&apos;s cursor on a line of the pseudocode (Tab to it, then the arrows), or step to a line, then press F9.</source>
        <translation>擬似コードの行にキーボードのカーソルを置くか（Tab で移り、矢印キーで選ぶ）、ある行までステップ実行してから F9 を押してください。</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/debugcontroller.cpp" line="150"/>
        <source>Click the square to stop at; the dialog comes back with it.</source>
        <translation>止めたいマスをクリックしてください。ダイアログがそのマスを持って戻ります。</translation>
    </message>
</context>
<context>
    <name>nq::DominationView</name>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="13"/>
        <source>Row %3, column %4 is not covered yet: try a queen on row %1, column %2, which covers it.</source>
        <translation>行 %3、列 %4 はまだ覆われていません。このマスを覆う、行 %1、列 %2 のクイーンを試します。</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="20"/>
        <source>Row %1, column %2 is attacked by the queen on row %3, column %4: in the independent variant no two queens may attack each other.</source>
        <translation>行 %1、列 %2 は、行 %3、列 %4 のクイーンに攻撃されています。独立版ではクイーンどうしが攻撃し合ってはいけません。</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="28"/>
        <source>Put a queen on row %1, column %2. Every square is covered now.</source>
        <translation>行 %1、列 %2 にクイーンを置きます。これですべてのマスが覆われました。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/dominationwords.cpp" line="31"/>
        <source>Put a queen on row %1, column %2. %n square(s) still uncovered.</source>
        <translation>
            <numerusform>行 %1、列 %2 にクイーンを置きます。まだ覆われていないマスは %n 個です。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="36"/>
        <source>Take the queen off row %1, column %2 and try the next square.</source>
        <translation>行 %1、列 %2 のクイーンを取り除いて、次のマスを試します。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/dominationwords.cpp" line="38"/>
        <source>Dead end: %n square(s) still uncovered, more than the queens left can cover. Go back.</source>
        <translation>
            <numerusform>行き止まり: 覆われていないマスが %n 個残っており、残りのクイーンでは覆いきれません。引き返します。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="42"/>
        <source>Covering set %1: every square is occupied or attacked.</source>
        <translation>支配集合 %1: すべてのマスが占められているか攻撃されています。</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="48"/>
        <source>Finished: no set of these queens covers the board; the search tried every possibility.</source>
        <translation>終了: この数のクイーンで盤面を覆う集合はありません。探索ですべての可能性を試しました。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/dominationwords.cpp" line="50"/>
        <source>Finished: %n covering set(s) found.</source>
        <translation>
            <numerusform>終了: 支配集合が %n 個見つかりました。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/algorithms/dominationview.cpp" line="22"/>
        <source>Queens on the board: %1 of %2</source>
        <translation>盤面上のクイーン: %2 個中 %1 個</translation>
    </message>
    <message>
        <location filename="../app/studio/algorithms/dominationview.cpp" line="23"/>
        <source>Uncovered squares: %L1 of %L2</source>
        <translation>覆われていないマス: %L2 個中 %L1 個</translation>
    </message>
    <message>
        <location filename="../app/studio/algorithms/dominationview.cpp" line="25"/>
        <source>Queens left: %1, covering at most %1 × %2 = %3 squares.</source>
        <translation>残りのクイーン: %1 個。覆えるのは最大 %1 × %2 = %3 マス。</translation>
    </message>
    <message>
        <location filename="../app/studio/algorithms/dominationview.cpp" line="36"/>
        <source>queens (row,col)</source>
        <translation>クイーン (行,列)</translation>
    </message>
    <message>
        <location filename="../app/studio/algorithms/dominationview.cpp" line="40"/>
        <source>The first uncovered square: row %1, column %2 (dashed).</source>
        <translation>最初の覆われていないマス: 行 %1、列 %2 (破線)。</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="61"/>
        <source>Covering sets</source>
        <translation>支配集合</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="62"/>
        <source>Sets of queens found that occupy or attack every square.</source>
        <translation>すべてのマスを占めるか攻撃するクイーンの集合の数。</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="63"/>
        <source>Queens put on the board.</source>
        <translation>盤に置いたクイーン。</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="64"/>
        <source>Queens put</source>
        <translation>置いたクイーン</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="68"/>
        <source>Squares tried</source>
        <translation>試したマス</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="69"/>
        <source>Squares tried for a queen that covers the first uncovered square.</source>
        <translation>最初の覆われていないマスを覆うクイーンのために試したマス。</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="72"/>
        <source>Tried squares attacked by a queen already on the board: an independent set has none.</source>
        <translation>試したマスのうち盤上のクイーンに攻撃されていたもの。独立集合にはありません。</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="75"/>
        <source>Not used here: the queens of a standard set may attack each other.</source>
        <translation>ここでは使いません：標準の集合ではクイーン同士が攻撃し合ってもかまいません。</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="77"/>
        <source>Queens taken off</source>
        <translation>取り除いたクイーン</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="78"/>
        <source>Queens taken off again to try another square.</source>
        <translation>別のマスを試すために取り除いたクイーン。</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="80"/>
        <source>Dead ends</source>
        <translation>行き止まり</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="81"/>
        <source>Boards where the queens still to come cannot cover the squares left uncovered.</source>
        <translation>残りのクイーンでは覆われていないマスを覆いきれない盤面。</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="86"/>
        <source>Uncovered squares</source>
        <translation>覆われていないマス</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="87"/>
        <source>Squares that no queen occupies or attacks now.</source>
        <translation>いまどのクイーンも占めず攻撃もしていないマス。</translation>
    </message>
</context>
<context>
    <name>nq::EntryMenu</name>
    <message>
        <location filename="../app/studio/browser/entrymenu.cpp" line="63"/>
        <source>Copy &amp;Placement</source>
        <translation>配置をコピー(&amp;P)</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/entrymenu.cpp" line="67"/>
        <source>Copy &amp;Board</source>
        <translation>盤面をコピー(&amp;B)</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/entrymenu.cpp" line="71"/>
        <source>&amp;Export…</source>
        <translation>書き出し(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/entrymenu.cpp" line="75"/>
        <source>Show Its Eight &amp;Images</source>
        <translation>8 つの像を表示(&amp;I)</translation>
    </message>
</context>
<context>
    <name>nq::EstimateChart</name>
    <message>
        <location filename="../app/studio/compare/estimatechart.cpp" line="28"/>
        <source>Knuth&apos;s estimate converging</source>
        <translation>収束していくクヌースの推定</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatechart.cpp" line="70"/>
        <source>Running mean of the probes</source>
        <translation>試行の累積平均</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatechart.cpp" line="71"/>
        <source>± one standard error</source>
        <translation>± 標準誤差 1 つ分</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatechart.cpp" line="72"/>
        <source>The tree&apos;s nodes, counted</source>
        <translation>数えた木のノード数</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatechart.cpp" line="73"/>
        <source>Probes</source>
        <translation>試行</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatechart.cpp" line="74"/>
        <source>Estimated nodes</source>
        <translation>推定ノード数</translation>
    </message>
</context>
<context>
    <name>nq::EstimatePage</name>
    <message>
        <location filename="../app/studio/compare/estimatepage.cpp" line="67"/>
        <source>Board of the probe</source>
        <translation>試行の盤</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatepage.cpp" line="119"/>
        <source>Board si&amp;ze n =</source>
        <translation>盤の大きさ n(&amp;Z) =</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatepage.cpp" line="120"/>
        <source>T&amp;ree of:</source>
        <translation>探索木(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatepage.cpp" line="124"/>
        <source>&amp;Probes:</source>
        <translation>試行数(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatepage.cpp" line="125"/>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatepage.cpp" line="125"/>
        <source>R&amp;un the Probes</source>
        <translation>試行を実行(&amp;U)</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatepage.cpp" line="126"/>
        <source>Show &amp;One Probe</source>
        <translation>試行を 1 つ見せる(&amp;O)</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatepage.cpp" line="127"/>
        <source>Convergence</source>
        <translation>収束</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatepage.cpp" line="128"/>
        <source>Search Tree</source>
        <translation>探索木</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatepage.cpp" line="129"/>
        <source>The tree is drawn for boards whose tree has at most %L1 nodes (8 × 8 for backtracking).</source>
        <translation>木を描くのはノードが %L1 個以下の盤だけです（バックトラックでは 8 × 8 まで）。</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatepage.cpp" line="165"/>
        <source>Each probe goes down from the empty board, taking one square of the next row at random, and multiplies the choices it had: a guess of the tree&apos;s size. Their mean is Knuth&apos;s estimate.</source>
        <translation>各試行は空の盤から下へ進み、次の行のマスを 1 つ無作為に選び、選べた数を掛け合わせます。それが木の大きさの推測です。その平均がクヌースの推定です。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/compare/estimatepage.cpp" line="282"/>
        <source>About %1 nodes ± %2 after %Ln probe(s)</source>
        <translation>
            <numerusform>%Ln 回の試行で約 %1 ノード ± %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatepage.cpp" line="285"/>
        <source>; the tree has %1 (%2 standard errors off)</source>
        <translation>。木は %1 ノード（標準誤差の %2 倍のずれ）</translation>
    </message>
</context>
<context>
    <name>nq::Exercise</name>
    <message>
        <location filename="../core/practice.cpp" line="57"/>
        <source>%1 has no exercise; practise flag backtracking, bitmask, breadth-first, min-conflicts or domination.</source>
        <translation>%1 には練習問題がありません。フラグ配列のバックトラック、ビットマスク、幅優先、最小衝突、支配のどれかで練習してください。</translation>
    </message>
    <message>
        <location filename="../core/practice.cpp" line="66"/>
        <source>%1 takes boards of %2 rows, not %3.</source>
        <translation>%1 の盤は %2 行です（%3 ではありません）。</translation>
    </message>
    <message>
        <location filename="../core/practice.cpp" line="85"/>
        <source>%1 on %2 x %2 takes more than %L3 steps to its first solution: too long to do by hand.</source>
        <translation>%2 × %2 の %1 は最初の解まで %L3 ステップを超えます。手で行うには長すぎます。</translation>
    </message>
    <message>
        <location filename="../core/practice.cpp" line="153"/>
        <source>Nothing is left to do from this position: choose another seed.</source>
        <translation>この局面からはすることが残っていません。別のシードを選んでください。</translation>
    </message>
</context>
<context>
    <name>nq::ExplorePanel</name>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="103"/>
        <location filename="../app/studio/explore/explorepanel.cpp" line="187"/>
        <source>The board is empty.</source>
        <translation>盤面は空です。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="124"/>
        <source>Explore by Hand</source>
        <translation>手で試す</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="125"/>
        <source>Click squares to put queens on the board yourself</source>
        <translation>マスをクリックして自分でクイーンを置きます</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="126"/>
        <source>Check</source>
        <translation>判定</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="127"/>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="128"/>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="129"/>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="130"/>
        <source>Clear the Board</source>
        <translation>盤面を空にする</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="131"/>
        <source>Solve from Here</source>
        <translation>ここから解く</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/explore/explorepanel.cpp" line="196"/>
        <source>%n queen(s) on the board: click a square to put or take away a queen.</source>
        <translation>
            <numerusform>盤面にクイーンが %n 個あります。マスをクリックしてクイーンを置くか取り除きます。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="211"/>
        <source>Solving from here is for the non-attacking problem</source>
        <translation>「ここから解く」は互いに攻撃しないクイーンの問題でのみ使えます</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="213"/>
        <source>Backtracking runs in the window on boards up to %1 × %1; this one is %2 × %2</source>
        <translation>ウィンドウでバックトラックを実行できるのは %1 × %1 までの盤です。この盤は %2 × %2 です</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="218"/>
        <source>Let backtracking go on from these queens, step by step</source>
        <translation>これらのクイーンからバックトラックを1ステップずつ続けます</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="136"/>
        <location filename="../app/studio/explore/explorepanel.cpp" line="172"/>
        <source>Press the button above, then click squares.</source>
        <translation>上のボタンを押してから、マスをクリックしてください。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="148"/>
        <source>Show It in the Solutions Panel</source>
        <translation>解パネルに表示</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="79"/>
        <location filename="../app/studio/explore/explorepanel.cpp" line="149"/>
        <source>Show Them in the Solutions Panel</source>
        <translation>解パネルに一覧表示</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="150"/>
        <source>List the covering sets that hold these queens</source>
        <translation>これらのクイーンを含む支配集合を一覧表示</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="151"/>
        <source>List the solutions that contain these queens</source>
        <translation>これらのクイーンを含む解を一覧表示</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="170"/>
        <source>Click a square to put a queen there; click it again to take it away.</source>
        <translation>マスをクリックするとクイーンを置き、もう一度クリックすると取り除きます。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="253"/>
        <source>The queen on row %1, column %2 is taken away.</source>
        <translation>行 %1、列 %2 のクイーンを取り除きました。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="268"/>
        <source>Row %1, column %2: press Enter to put or take away a queen.</source>
        <translation>行 %1、列 %2: Enter キーでクイーンを置く・取り除く。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="252"/>
        <location filename="../app/studio/explore/explorepanel.cpp" line="282"/>
        <source>A queen on row %1, column %2.</source>
        <translation>行 %1、列 %2 にクイーン。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="283"/>
        <source>Row %1 is empty again.</source>
        <translation>行 %1 は再び空です。</translation>
    </message>
</context>
<context>
    <name>nq::ExportController</name>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="122"/>
        <source>%1 × %1</source>
        <translation>%1 × %1</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="124"/>
        <source>%1 × %1: %2</source>
        <translation>%1 × %1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/window/exportcontroller.cpp" line="128"/>
        <source>%1 × %1, %n queen(s): %2</source>
        <translation>
            <numerusform>%1 × %1、クイーン %n 個: %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="201"/>
        <source>Export</source>
        <translation>書き出し</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="199"/>
        <source>Making the sheet of %1 × %1…</source>
        <translation>%1 × %1 のシートを作っています…</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="52"/>
        <location filename="../app/studio/window/exportcontroller.cpp" line="59"/>
        <location filename="../app/studio/window/exportcontroller.cpp" line="66"/>
        <location filename="../app/studio/window/exportcontroller.cpp" line="168"/>
        <source>Export Search Tree</source>
        <translation>探索木の書き出し</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="53"/>
        <source>Show the Search Tree panel first: the tree is built when it is in sight.</source>
        <translation>先に探索木パネルを表示してください。木はパネルが見えているときに作られます。</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="61"/>
        <source>-tree</source>
        <translation>-探索木</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="62"/>
        <source>Pictures (*.svg *.pdf *.png)</source>
        <translation>画像 (*.svg *.pdf *.png)</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="69"/>
        <source>The tree is too big for one picture: it is drawn to depth %1, each node there with the counts of its subtree.</source>
        <translation>木が大きすぎて 1 枚の画像に収まらないため、深さ %1 まで描き、その深さの各ノードに部分木の数を添えました。</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="143"/>
        <source>There is no search tree to export: show the Search Tree panel first.</source>
        <translation>書き出す探索木がありません。先に探索木パネルを表示してください。</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="147"/>
        <source>Cannot tell the format of &apos;%1&apos;: use a name ending in .png, .svg or .pdf.</source>
        <translation>「%1」の形式がわかりません。.png、.svg、.pdf で終わる名前にしてください。</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="200"/>
        <source>Listing the solutions of %1 × %1…</source>
        <translation>%1 × %1 の解を列挙しています…</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="248"/>
        <source>Not saved.</source>
        <translation>保存されませんでした。</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="259"/>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="265"/>
        <source>queens-%1-dominating-%2</source>
        <translation>queens-%1-dominating-%2</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="266"/>
        <source>queens-%1</source>
        <translation>queens-%1</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="289"/>
        <source>-sheet</source>
        <translation>-sheet</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="282"/>
        <source>Export Board</source>
        <translation>盤面のエクスポート</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="320"/>
        <source>New Worksheet</source>
        <translation>新しいワークシート</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="341"/>
        <source>The board is on the clipboard.</source>
        <translation>盤面をクリップボードにコピーしました。</translation>
    </message>
</context>
<context>
    <name>nq::ExportDialog</name>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="36"/>
        <source>Export Board</source>
        <translation>盤面のエクスポート</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="37"/>
        <source>Export Sheet</source>
        <translation>シートのエクスポート</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="38"/>
        <source>Export Solutions</source>
        <translation>解のエクスポート</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="46"/>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="50"/>
        <source>&amp;File (.txt or .csv):</source>
        <translation>ファイル(&amp;F) (.txt または .csv):</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="50"/>
        <source>&amp;File (.png, .svg or .pdf):</source>
        <translation>ファイル(&amp;F) (.png、.svg、.pdf):</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="65"/>
        <location filename="../app/studio/export/exportdialog.cpp" line="100"/>
        <source>PNG &amp;width:</source>
        <translation>PNG の幅(&amp;W):</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="67"/>
        <source>A4, the board filling it</source>
        <translation>A4(盤をいっぱいに)</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="68"/>
        <source>US Letter, the board filling it</source>
        <translation>US レター(盤をいっぱいに)</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="69"/>
        <source>The board&apos;s own size</source>
        <translation>盤そのものの大きさ</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="71"/>
        <location filename="../app/studio/export/exportdialog.cpp" line="105"/>
        <source>PDF &amp;page:</source>
        <translation>PDF のページ(&amp;P):</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="72"/>
        <source>&amp;Transparent background (PNG)</source>
        <translation>背景を透明にする (PNG)(&amp;T)</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="78"/>
        <source>&amp;Caption under the board:</source>
        <translation>盤の下のキャプション(&amp;C):</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="83"/>
        <source>Caption</source>
        <translation>キャプション</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="92"/>
        <source>What the sheet shows, e.g. %1</source>
        <translation>シートの内容（例：%1）</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="92"/>
        <source>8 × 8: all solutions</source>
        <translation>8 × 8：すべての解</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="93"/>
        <source>&amp;Title:</source>
        <translation>タイトル(&amp;T):</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="97"/>
        <source>Automatic (252 px a column)</source>
        <translation>自動（1 列 252 px）</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="102"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="103"/>
        <source>US Letter</source>
        <translation>US レター</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="106"/>
        <source>Placements in the &amp;captions (uncheck for a sheet to work from)</source>
        <translation>キャプションに配置を入れる(&amp;C)（問題用シートならオフ）</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="114"/>
        <source>&amp;Row and column numbers</source>
        <translation>行と列の番号(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="136"/>
        <source>C&amp;olours:</source>
        <translation>配色(&amp;O):</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="143"/>
        <source>Co&amp;ntents:</source>
        <translation>内容(&amp;N):</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="220"/>
        <source>Give the file a name.</source>
        <translation>ファイル名を入力してください。</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="228"/>
        <source>&apos;%1&apos; does not end in .txt or .csv.</source>
        <translation>「%1」は .txt でも .csv でも終わっていません。</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="229"/>
        <source>&apos;%1&apos; does not end in .png, .svg or .pdf.</source>
        <translation>「%1」は .png、.svg、.pdf のいずれでも終わっていません。</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="232"/>
        <source>The folder %1 does not exist.</source>
        <translation>フォルダー %1 がありません。</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="234"/>
        <source>The folder %1 cannot be written to.</source>
        <translation>フォルダー %1 には書き込めません。</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="237"/>
        <source>%1 cannot be written over.</source>
        <translation>%1 には上書きできません。</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="64"/>
        <location filename="../app/studio/export/exportdialog.cpp" line="99"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="75"/>
        <source>Mark &amp;attacked squares as the board does</source>
        <translation>盤面と同じく攻撃されているマスに印を付ける(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="140"/>
        <source>One solution per symmetry class</source>
        <translation>対称クラスごとに解を 1 つ</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="141"/>
        <source>All solutions</source>
        <translation>すべての解</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="153"/>
        <source>Text or CSV (*.txt *.csv)</source>
        <translation>テキストまたは CSV (*.txt *.csv)</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="154"/>
        <source>Pictures (*.png *.svg *.pdf)</source>
        <translation>画像 (*.png *.svg *.pdf)</translation>
    </message>
</context>
<context>
    <name>nq::FilmRecorder</name>
    <message>
        <location filename="../app/film/filmrecorder.cpp" line="25"/>
        <source>a recording draws boards of up to %1 × %1, not %2 × %2</source>
        <translation>録画できる盤は %1 × %1 までです（%2 × %2 は不可）</translation>
    </message>
    <message>
        <location filename="../app/film/filmrecorder.cpp" line="43"/>
        <source>%1: a recording is a .mp4, .webm, .gif, .webp, .pdf or .html file, or a folder (a name ending in /) for PNG frames</source>
        <translation>%1: 録画は .mp4、.webm、.gif、.webp、.pdf、.html のファイル、または PNG フレーム用のフォルダー（名前が / で終わる）です</translation>
    </message>
    <message>
        <location filename="../app/film/filmrecorder.cpp" line="79"/>
        <source>the run has %L1 steps: the range must end by step %L1, not %L2</source>
        <translation>この実行は %L1 ステップです：範囲はステップ %L1 までに終わる必要があります（%L2 は不可）</translation>
    </message>
</context>
<context>
    <name>nq::FilmSpec</name>
    <message>
        <location filename="../app/film/filmspec.cpp" line="36"/>
        <source>the first step must be 0 or more, not %L1</source>
        <translation>最初のステップは 0 以上にしてください（%L1 は不可）</translation>
    </message>
    <message>
        <location filename="../app/film/filmspec.cpp" line="38"/>
        <source>the last step (%L1) comes before the first (%L2)</source>
        <translation>最後のステップ（%L1）が最初のステップ（%L2）より前です</translation>
    </message>
    <message>
        <location filename="../app/film/filmspec.cpp" line="40"/>
        <source>a recording walks the run from its start to its last step, at most %L1 steps; step %L2 is further</source>
        <translation>録画は実行を最初から最後のステップまでたどります。たどれるのは最大 %L1 ステップで、ステップ %L2 はそれより先です</translation>
    </message>
    <message>
        <location filename="../app/film/filmspec.cpp" line="45"/>
        <source>%L1 steps is more than one recording holds (%L2): record a shorter range</source>
        <translation>%L1 ステップは 1 回の録画の上限（%L2）を超えています：範囲を短くしてください</translation>
    </message>
    <message>
        <location filename="../app/film/filmspec.cpp" line="49"/>
        <source>the size must be from %1 to %2 pixels, not %3</source>
        <translation>サイズは %1 ～ %2 ピクセルにしてください（%3 は不可）</translation>
    </message>
    <message>
        <location filename="../app/film/filmspec.cpp" line="54"/>
        <source>the frame rate must be from %1 to %2 frames a second, not %3</source>
        <translation>フレームレートは毎秒 %1 ～ %2 コマにしてください（%3 は不可）</translation>
    </message>
    <message>
        <location filename="../app/film/filmspec.cpp" line="59"/>
        <source>the handout&apos;s grid must be 1 to 6 frames across and 1 to 8 down</source>
        <translation>配布資料の格子は横 1 ～ 6 コマ、縦 1 ～ 8 コマにしてください</translation>
    </message>
    <message>
        <location filename="../app/film/filmspec.cpp" line="73"/>
        <source>a GIF has no sound: narrate an .mp4 or .webm film</source>
        <translation>GIF には音声がありません: .mp4 か .webm の動画にナレーションを付けてください</translation>
    </message>
    <message>
        <location filename="../app/film/filmspec.cpp" line="75"/>
        <source>a WebP animation has no sound: narrate an .mp4 or .webm film</source>
        <translation>WebP アニメーションには音声がありません: .mp4 か .webm の動画にナレーションを付けてください</translation>
    </message>
    <message>
        <location filename="../app/film/filmspec.cpp" line="80"/>
        <source>only a film (.mp4, .webm) is narrated, and a handout (.pdf) prints the words</source>
        <translation>ナレーションは動画 (.mp4, .webm) にだけ付きます。配布資料 (.pdf) には読み上げる言葉が印刷されます</translation>
    </message>
</context>
<context>
    <name>nq::FilmWriter</name>
    <message>
        <location filename="../app/film/handoutwriter.cpp" line="52"/>
        <source>the PDF could not be started</source>
        <translation>PDF を開始できませんでした</translation>
    </message>
    <message>
        <location filename="../app/film/handoutwriter.cpp" line="63"/>
        <source>a page could not be added</source>
        <translation>ページを追加できませんでした</translation>
    </message>
    <message>
        <location filename="../app/film/handoutwriter.cpp" line="93"/>
        <location filename="../app/film/webpage.cpp" line="166"/>
        <source>Domination: %1 queens on %2 × %2</source>
        <translation>支配問題：%2 × %2 盤に %1 個のクイーン</translation>
    </message>
    <message>
        <location filename="../app/film/handoutwriter.cpp" line="94"/>
        <location filename="../app/film/webpage.cpp" line="167"/>
        <source>%1 on %2 × %2</source>
        <translation>%2 × %2 盤の%1</translation>
    </message>
    <message>
        <location filename="../app/film/handoutwriter.cpp" line="95"/>
        <location filename="../app/film/webpage.cpp" line="169"/>
        <source>%1, steps %L2 to %L3</source>
        <translation>%1、ステップ %L2 ～ %L3</translation>
    </message>
    <message>
        <location filename="../app/film/handoutwriter.cpp" line="125"/>
        <source>Page %1 of %2</source>
        <translation>%1 / %2 ページ</translation>
    </message>
    <message>
        <location filename="../app/film/handoutwriter.cpp" line="156"/>
        <source>Step %L1</source>
        <translation>ステップ %L1</translation>
    </message>
    <message>
        <location filename="../app/film/videowriter.cpp" line="64"/>
        <source>this FFmpeg cannot write %1</source>
        <translation>この FFmpeg は %1 を書き出せません</translation>
    </message>
    <message>
        <location filename="../app/film/videowriter.cpp" line="70"/>
        <source>this FFmpeg has no %1 encoder</source>
        <translation>この FFmpeg には %1 エンコーダーがありません</translation>
    </message>
    <message>
        <location filename="../app/film/videowriter.cpp" line="75"/>
        <location filename="../app/film/videowriter.cpp" line="119"/>
        <location filename="../app/film/videowriter.cpp" line="128"/>
        <location filename="../app/film/videowriter.cpp" line="133"/>
        <location filename="../app/film/videowriter.cpp" line="146"/>
        <location filename="../app/film/webpwriter.cpp" line="43"/>
        <source>out of memory</source>
        <translation>メモリが足りません</translation>
    </message>
    <message>
        <location filename="../app/film/videowriter.cpp" line="101"/>
        <source>the encoder did not start: %1</source>
        <translation>エンコーダーを開始できませんでした：%1</translation>
    </message>
    <message>
        <location filename="../app/film/videowriter.cpp" line="123"/>
        <source>the file could not be started: %1</source>
        <translation>ファイルを開始できませんでした：%1</translation>
    </message>
    <message>
        <location filename="../app/film/videowriter.cpp" line="138"/>
        <source>the frames cannot be converted</source>
        <translation>コマを変換できません</translation>
    </message>
    <message>
        <location filename="../app/film/videowriter.cpp" line="178"/>
        <source>the file could not be finished: %1</source>
        <translation>ファイルを完成できませんでした：%1</translation>
    </message>
    <message>
        <location filename="../app/film/videowriter.cpp" line="195"/>
        <location filename="../app/film/videowriter.cpp" line="205"/>
        <source>the encoder failed: %1</source>
        <translation>エンコーダーが失敗しました：%1</translation>
    </message>
    <message>
        <location filename="../app/film/videowriter.cpp" line="201"/>
        <source>the file could not be written: %1</source>
        <translation>ファイルを書き込めませんでした：%1</translation>
    </message>
    <message>
        <location filename="../app/film/webpwriter.cpp" line="35"/>
        <location filename="../app/film/webpwriter.cpp" line="52"/>
        <source>this libwebp cannot write animations</source>
        <translation>この libwebp はアニメーションを書き出せません</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="202"/>
        <source>row %1, column %2</source>
        <translation>%1 行 %2 列</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="203"/>
        <source>The board, %1 × %1, with no queen.</source>
        <translation>%1 × %1 の盤面、クイーンなし。</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="204"/>
        <source>The board, %1 × %1, queens on %2.</source>
        <translation>%1 × %1 の盤面、クイーンの位置：%2。</translation>
    </message>
    <message>
        <location filename="../app/film/webpagewriter.cpp" line="65"/>
        <source>the page&apos;s parts are missing</source>
        <translation>ページの部品が見つかりません</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="189"/>
        <source>Play</source>
        <translation>再生</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="190"/>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="191"/>
        <source>To the Start</source>
        <translation>先頭へ</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="192"/>
        <source>Step Back</source>
        <translation>1 ステップ戻る</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="193"/>
        <source>Step Forward</source>
        <translation>1 ステップ進む</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="194"/>
        <source>To the End</source>
        <translation>末尾へ</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="195"/>
        <source>Speed:</source>
        <translation>速度：</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="196"/>
        <source>Timeline:</source>
        <translation>タイムライン：</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="198"/>
        <source>Step %1 of %2</source>
        <extracomment>%1 the step shown, %2 the last step of the page</extracomment>
        <translation>ステップ %1 / %2</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="199"/>
        <source>Pseudocode</source>
        <translation>擬似コード</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="200"/>
        <source>Counters</source>
        <translation>カウンター</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="201"/>
        <source>Playback</source>
        <translation>再生の操作</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="205"/>
        <source>Language:</source>
        <translation>言語:</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="206"/>
        <source>Scenes</source>
        <translation>シーン</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="208"/>
        <source>Scene %1 of %2</source>
        <extracomment>%1 the scene shown, %2 how many the lesson has</extracomment>
        <translation>シーン %1 / %2</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="209"/>
        <source>Previous Scene</source>
        <translation>前のシーン</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="210"/>
        <source>Next Scene</source>
        <translation>次のシーン</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="211"/>
        <source>Note of the scene</source>
        <translation>シーンのメモ</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="212"/>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="213"/>
        <source>Yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="214"/>
        <source>No</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="215"/>
        <source>Skip</source>
        <translation>スキップ</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="216"/>
        <source>Answer</source>
        <translation>答える</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="217"/>
        <source>Row</source>
        <translation>行</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="218"/>
        <source>Column</source>
        <translation>列</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="219"/>
        <source>Boards in the next level</source>
        <translation>次のレベルの盤面の数</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="220"/>
        <source>Now click the queen that attacks it.</source>
        <translation>では、そのマスを攻撃しているクイーンをクリックしてください。</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="221"/>
        <source>Answer the question, or skip it, to go on.</source>
        <translation>先に進むには、質問に答えるかスキップしてください。</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="223"/>
        <source>Score: %1 right of %2</source>
        <extracomment>%1 questions answered right, %2 questions asked</extracomment>
        <translation>得点: %2 問中 %1 問正解</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="224"/>
        <source>Download the answers (CSV)</source>
        <translation>解答をダウンロード (CSV)</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="226"/>
        <source>One step every 3 seconds</source>
        <translation>3 秒に 1 ステップ</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="227"/>
        <source>One step a second</source>
        <translation>毎秒 1 ステップ</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="228"/>
        <source>2 steps a second</source>
        <translation>毎秒 2 ステップ</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="229"/>
        <source>4 steps a second</source>
        <translation>毎秒 4 ステップ</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="230"/>
        <source>10 steps a second</source>
        <translation>毎秒 10 ステップ</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="231"/>
        <source>25 steps a second</source>
        <translation>毎秒 25 ステップ</translation>
    </message>
</context>
<context>
    <name>nq::FilterBar</name>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="72"/>
        <source>&amp;Queens at:</source>
        <translation>クイーンの位置(&amp;Q):</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="75"/>
        <source>Each queen as row,column from 1 (1,1 1,2 …); only the sets with queens there are listed</source>
        <translation>各クイーンを 1 から数えた 行,列 で (1,1 1,2 …)。そこにクイーンがある集合だけが表示されます</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="77"/>
        <source>The column of each row&apos;s queen from 1, or - for a row left free; only the boards with queens there are listed</source>
        <translation>各行のクイーンの列（1 から）、空ける行は -。そこにクイーンがある盤面だけを表示します</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="80"/>
        <source>Pick…</source>
        <translation>選ぶ…</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="81"/>
        <source>Click the squares on a small board</source>
        <translation>小さな盤面でマスをクリック</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="82"/>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="83"/>
        <source>Show every board again</source>
        <translation>すべての盤面を再表示</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="84"/>
        <source>Any symmetry</source>
        <translation>対称性を問わない</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="85"/>
        <source>No symmetry</source>
        <translation>対称性なし</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="86"/>
        <source>Half-turn symmetric</source>
        <translation>半回転対称</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="87"/>
        <source>Quarter-turn symmetric</source>
        <translation>4 分の 1 回転対称</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="88"/>
        <source>Only the classes whose boards are the same after a half turn, after a quarter turn, or under no symmetry at all</source>
        <translation>半回転で同じ盤面、4 分の 1 回転で同じ盤面、またはどの対称性でも同じにならない盤面のクラスだけ</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="90"/>
        <source>Symmetry of the class</source>
        <translation>クラスの対称性</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="91"/>
        <source>Squares where queens must stand</source>
        <translation>クイーンを置くべきマス</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="94"/>
        <source>Clear the queens typed</source>
        <translation>入力したクイーンを消去</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="140"/>
        <source>Give each queen as row,column from 1 to %1 (1,1 1,2 …), each square once: %2 cannot be read.</source>
        <translation>各クイーンを 1 から %1 の 行,列 で (1,1 1,2 …)、同じマスは 1 回ずつ指定してください。%2 は読み取れません。</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="144"/>
        <source>Give the column of each row&apos;s queen from 1 to %1, or - for a free row, each column once: %2 cannot be read.</source>
        <translation>各行のクイーンの列を 1 から %1 で（空ける行は -、各列は 1 回まで）入力してください：%2 は読み取れません。</translation>
    </message>
</context>
<context>
    <name>nq::FlagsView</name>
    <message>
        <location filename="../app/studio/algorithms/flagsview.cpp" line="14"/>
        <source>The flag arrays are too long to draw for this board.</source>
        <translation>この盤面ではフラグ配列が長すぎて描画できません。</translation>
    </message>
    <message>
        <location filename="../app/studio/algorithms/flagsview.cpp" line="30"/>
        <source>Flag arrays (filled = taken):</source>
        <translation>フラグ配列 (塗りつぶし = 使用中):</translation>
    </message>
    <message>
        <location filename="../app/studio/algorithms/flagsview.cpp" line="37"/>
        <source>Outlined: the three flags that row %1, column %2 looks at.</source>
        <translation>枠線: 行 %1、列 %2 が参照する 3 つのフラグ。</translation>
    </message>
</context>
<context>
    <name>nq::FolderOutput</name>
    <message>
        <location filename="../core/folderoutput.cpp" line="51"/>
        <source>it is a link to %1, which does not exist</source>
        <translation>存在しない %1 へのリンクです</translation>
    </message>
    <message>
        <location filename="../core/folderoutput.cpp" line="55"/>
        <source>it is there already and not a folder</source>
        <translation>すでにあり、フォルダーではありません</translation>
    </message>
    <message>
        <location filename="../core/folderoutput.cpp" line="63"/>
        <source>the folder holds %1, which this command did not write; name a new or empty folder, or one it wrote before</source>
        <translation>フォルダーにはこのコマンドが書いていない %1 があります。新しいフォルダーか空のフォルダー、または以前このコマンドが書いたフォルダーを指定してください</translation>
    </message>
    <message>
        <location filename="../core/folderoutput.cpp" line="71"/>
        <source>the folder %1 does not exist</source>
        <translation>フォルダー %1 がありません</translation>
    </message>
    <message>
        <location filename="../core/folderoutput.cpp" line="74"/>
        <source>the folder %1 cannot be written to</source>
        <translation>フォルダー %1 に書き込めません</translation>
    </message>
    <message>
        <location filename="../core/folderoutput.cpp" line="119"/>
        <source>the folder was not made</source>
        <translation>フォルダーが作られていません</translation>
    </message>
</context>
<context>
    <name>nq::FrontierView</name>
    <message>
        <location filename="../app/words/frontierwords.cpp" line="13"/>
        <source>New board: the stored board plus a queen on row %1, column %2.</source>
        <translation>新しい盤面: 保存されていた盤面に、行 %1、列 %2 のクイーンを加えたものです。</translation>
    </message>
    <message>
        <location filename="../app/words/frontierwords.cpp" line="15"/>
        <source>Back to the board taken out; the new board waits for its turn.</source>
        <translation>取り出した盤面に戻ります。新しい盤面は順番を待ちます。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/frontierwords.cpp" line="17"/>
        <source>Take the oldest board out of the queue: %n queen(s) on it.</source>
        <translation>
            <numerusform>キューから最も古い盤面を取り出します。クイーンは %n 個です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/frontierwords.cpp" line="19"/>
        <source>Pop the newest board off the stack: %n queen(s) on it.</source>
        <translation>
            <numerusform>スタックから最も新しい盤面をポップします。クイーンは %n 個です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/frontierwords.cpp" line="21"/>
        <source>%n board(s) still wait.</source>
        <translation>
            <numerusform>まだ %n 個の盤面が待っています。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/algorithms/frontierview.cpp" line="19"/>
        <source>Boards waiting in the queue: %L1</source>
        <translation>キューで待機中の盤面: %L1</translation>
    </message>
    <message>
        <location filename="../app/studio/algorithms/frontierview.cpp" line="20"/>
        <source>Boards waiting on the stack: %L1</source>
        <translation>スタックで待機中の盤面: %L1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/algorithms/frontierview.cpp" line="25"/>
        <location filename="../app/studio/algorithms/frontierview.cpp" line="29"/>
        <source>%n queen(s)</source>
        <translation>
            <numerusform>クイーン %n 個</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/words/frontierwords.cpp" line="31"/>
        <source>Not used here: every board taken out brings its queens back; see Boards taken out.</source>
        <translation>ここでは使いません：取り出した盤面はそのクイーンごと戻ってきます。取り出した盤面の数を参照。</translation>
    </message>
    <message>
        <location filename="../app/words/frontierwords.cpp" line="34"/>
        <source>Squares of the next row tried on the board taken out.</source>
        <translation>取り出した盤面で試した次の行のマス。</translation>
    </message>
    <message>
        <location filename="../app/words/frontierwords.cpp" line="36"/>
        <source>Tried squares found attacked; no new board is stored for them.</source>
        <translation>試したマスのうち攻撃されていたもの。それらについて新しい盤面は保存しません。</translation>
    </message>
    <message>
        <location filename="../app/words/frontierwords.cpp" line="39"/>
        <source>Not used here: a board that is done is dropped, never undone.</source>
        <translation>ここでは使いません：調べ終えた盤面は捨てられ、元に戻すことはありません。</translation>
    </message>
    <message>
        <location filename="../app/words/frontierwords.cpp" line="41"/>
        <source>Boards taken from the queue</source>
        <translation>キューから取り出した盤面</translation>
    </message>
    <message>
        <location filename="../app/words/frontierwords.cpp" line="41"/>
        <source>Boards taken from the stack</source>
        <translation>スタックから取り出した盤面</translation>
    </message>
    <message>
        <location filename="../app/words/frontierwords.cpp" line="42"/>
        <source>Partial boards taken out to be extended by one queen.</source>
        <translation>クイーンを 1 つ加えるために取り出した途中の盤面。</translation>
    </message>
</context>
<context>
    <name>nq::HandoutWords</name>
    <message>
        <location filename="../app/words/handoutwords.cpp" line="36"/>
        <source>Step %L1: %2</source>
        <translation>ステップ %L1: %2</translation>
    </message>
    <message>
        <location filename="../app/words/handoutwords.cpp" line="41"/>
        <source>A board placed by hand.</source>
        <translation>手で置いた盤面。</translation>
    </message>
    <message>
        <location filename="../app/words/handoutwords.cpp" line="44"/>
        <source>A covering set from the browser.</source>
        <translation>ブラウザーで選んだ支配集合。</translation>
    </message>
    <message>
        <location filename="../app/words/handoutwords.cpp" line="45"/>
        <source>A solution from the browser.</source>
        <translation>ブラウザーで選んだ解。</translation>
    </message>
    <message>
        <location filename="../app/words/handoutwords.cpp" line="48"/>
        <source>A practice exercise (seed %1).</source>
        <translation>練習問題 (シード %1)。</translation>
    </message>
    <message>
        <location filename="../app/words/handoutwords.cpp" line="22"/>
        <source>%1. %2, %3&#xa0;×&#xa0;%3</source>
        <translation>%1. %2、%3&#xa0;×&#xa0;%3</translation>
    </message>
</context>
<context>
    <name>nq::JumpProgress</name>
    <message>
        <location filename="../app/studio/playback/jumpprogress.cpp" line="76"/>
        <source>Jump progress</source>
        <translation>ジャンプの進み具合</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/jumpprogress.cpp" line="82"/>
        <source>Replaying the run to find its end: %L1 steps so far…</source>
        <translation>終わりを探して実行を再生中：これまで %L1 ステップ…</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/jumpprogress.cpp" line="83"/>
        <source>Replaying the run to reach step %L1: %L2 done…</source>
        <translation>ステップ %L1 へ向けて実行を再生中：%L2 完了…</translation>
    </message>
</context>
<context>
    <name>nq::LadderChart</name>
    <message>
        <location filename="../app/studio/compare/ladderchart.cpp" line="92"/>
        <source>Ladder of work</source>
        <translation>仕事量のはしご</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderchart.cpp" line="94"/>
        <source>A line per algorithm over the board sizes; the table under it holds the same figures</source>
        <translation>盤の大きさごとにアルゴリズム 1 つにつき 1 本の線。下の表に同じ数値があります</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderchart.cpp" line="169"/>
        <source>%1 (estimated)</source>
        <translation>%1（推定）</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderchart.cpp" line="185"/>
        <source>n^n for %1 × %1: %L2</source>
        <translation>%1 × %1 の n^n：%L2</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderchart.cpp" line="188"/>
        <source>n! for %1 × %1: %L2</source>
        <translation>%1 × %1 の n!：%L2</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderchart.cpp" line="192"/>
        <source>n^n</source>
        <translation>n^n</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderchart.cpp" line="193"/>
        <source>n!</source>
        <translation>n!</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderchart.cpp" line="200"/>
        <source>Board size n</source>
        <translation>盤の大きさ n</translation>
    </message>
</context>
<context>
    <name>nq::LadderExport</name>
    <message>
        <location filename="../app/studio/compare/ladderexport.cpp" line="59"/>
        <location filename="../app/studio/compare/ladderexport.cpp" line="68"/>
        <source>The ladder of work</source>
        <translation>仕事量のはしご</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderexport.cpp" line="87"/>
        <source>Cannot tell the format of “%1”: use a name ending in .png, .svg, .pdf or .csv.</source>
        <translation>「%1」の形式がわかりません。.png、.svg、.pdf、.csv で終わる名前にしてください。</translation>
    </message>
</context>
<context>
    <name>nq::LadderFigures</name>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="20"/>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="22"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="23"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="67"/>
        <source>Boards or nodes visited</source>
        <translation>調べた盤またはノード</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="69"/>
        <source>Squares or boards tested</source>
        <translation>調べたマスまたは盤</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="71"/>
        <source>Time (seconds)</source>
        <translation>時間（秒）</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="80"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="83"/>
        <source>≈ %1</source>
        <translation>≈ %1</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="89"/>
        <source>%1, %2 × %2</source>
        <translation>%1、%2 × %2</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="91"/>
        <source>%1: left out (beyond the time allowed)</source>
        <translation>%1：省略（許された時間を超える）</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="96"/>
        <source>%1 boards visited</source>
        <translation>%1 個の盤を調べた</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="97"/>
        <source>%1 queens put</source>
        <translation>%1 個のクイーンを置いた</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="100"/>
        <source>%1 boards tested</source>
        <translation>%1 個の盤を検査した</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="101"/>
        <source>%1 squares tested</source>
        <translation>%1 個のマスを調べた</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="108"/>
        <source>%1: about %2 (estimated by Knuth&apos;s method)</source>
        <translation>%1：約 %2（クヌースの方法による推定）</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="109"/>
        <source>%1: %2 (counted)</source>
        <translation>%1：%2（実測）</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="122"/>
        <source>%1 from %2 × %2</source>
        <translation>%1（%2 × %2 から）</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="130"/>
        <source>Beyond %1 s a size is not run but estimated by Knuth&apos;s method (dashed): %2.</source>
        <translation>%1 秒を超える大きさは実行せず、クヌースの方法で推定します（破線）：%2。</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="133"/>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="136"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="136"/>
        <source>Left out, beyond %1 s: %2.</source>
        <translation>%1 秒を超えるため省略：%2。</translation>
    </message>
</context>
<context>
    <name>nq::LadderPage</name>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="53"/>
        <source>Figures of the ladder</source>
        <translation>はしごの数値</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="100"/>
        <source>&amp;Up to n =</source>
        <translation>n の上限(&amp;U) =</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="101"/>
        <source>The largest board size on the ladder, from 4 × 4 up</source>
        <translation>はしごに載せる最大の盤の大きさ（4 × 4 から）</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="102"/>
        <source>All solutions</source>
        <translation>すべての解</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="103"/>
        <source>First solution</source>
        <translation>最初の解</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="104"/>
        <source>The work to find every solution, or only the first</source>
        <translation>すべての解を見つける仕事量か、最初の解だけか</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="108"/>
        <source>&amp;Cancel</source>
        <translation>キャンセル(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="108"/>
        <source>&amp;Fill the Ladder</source>
        <translation>はしごを作る(&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="109"/>
        <source>&amp;Export</source>
        <translation>書き出し(&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="111"/>
        <source>Chart as &amp;PNG…</source>
        <translation>グラフを PNG で(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="111"/>
        <source>Chart as &amp;SVG…</source>
        <translation>グラフを SVG で(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="111"/>
        <source>Chart as P&amp;DF…</source>
        <translation>グラフを PDF で(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="112"/>
        <source>Table as &amp;CSV…</source>
        <translation>表を CSV で(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="236"/>
        <source>%1 × %1</source>
        <translation>%1 × %1</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="270"/>
        <source>PNG pictures (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="270"/>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 図 (*.svg)</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="271"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文書 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="271"/>
        <source>CSV tables (*.csv)</source>
        <translation>CSV 表 (*.csv)</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="276"/>
        <location filename="../app/studio/compare/ladderpage.cpp" line="283"/>
        <source>Export the Ladder</source>
        <translation>はしごを書き出す</translation>
    </message>
</context>
<context>
    <name>nq::LegendWidget</name>
    <message>
        <location filename="../app/studio/panels/legendwidget.cpp" line="16"/>
        <source>Legend</source>
        <translation>凡例</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/legendwidget.cpp" line="52"/>
        <source>Rows and columns count from 1, from the top left corner.</source>
        <translation>行と列は左上の隅から 1 で数えます。</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/legendwidget.cpp" line="53"/>
        <source>The board, the captions, the log, the data and the pseudocode all count rows and columns from 1. Hover a counter to see what it counts.</source>
        <translation>盤面、説明、ログ、データ、疑似コードはすべて行と列を 1 から数えます。カウンターにポインターを置くと、何を数えているかが表示されます。</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/legendwidget.cpp" line="74"/>
        <location filename="../app/studio/panels/legendwidget.cpp" line="82"/>
        <source>Queen</source>
        <translation>クイーン</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/legendwidget.cpp" line="75"/>
        <source>Square being tried (outline)</source>
        <translation>試しているマス (枠線)</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/legendwidget.cpp" line="76"/>
        <location filename="../app/studio/panels/legendwidget.cpp" line="84"/>
        <source>Queen just put (tint), taken back (circle)</source>
        <translation>置いたばかりのクイーン（色）、取り除いたクイーン（円）</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/legendwidget.cpp" line="77"/>
        <source>Covered: the number of queens attacking it</source>
        <translation>覆われている: 攻撃しているクイーンの数</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/legendwidget.cpp" line="78"/>
        <source>Not covered yet (ring)</source>
        <translation>まだ覆われていない (丸印)</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/legendwidget.cpp" line="79"/>
        <source>Conflict (independent variant)</source>
        <translation>衝突 (独立版)</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/legendwidget.cpp" line="80"/>
        <source>Covering set found (frame)</source>
        <translation>見つかった支配集合 (枠)</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/legendwidget.cpp" line="81"/>
        <location filename="../app/studio/panels/legendwidget.cpp" line="89"/>
        <source>Hint (dashed ring), cursor (corners)</source>
        <translation>ヒント（破線の輪）、カーソル（四隅）</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/legendwidget.cpp" line="83"/>
        <source>Square being tested (outline)</source>
        <translation>検査中のマス (枠線)</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/legendwidget.cpp" line="85"/>
        <source>Attacked square (cross)</source>
        <translation>攻撃されているマス (×印)</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/legendwidget.cpp" line="87"/>
        <source>Conflict (hatched, dashed line to the attacker)</source>
        <translation>衝突 (斜線、攻撃してくるクイーンへの破線)</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/legendwidget.cpp" line="88"/>
        <source>Solved board (frame)</source>
        <translation>解けた盤面 (枠)</translation>
    </message>
</context>
<context>
    <name>nq::LessonAutosave</name>
    <message>
        <location filename="../app/studio/lessons/lessonautosave.cpp" line="50"/>
        <source>the folder cannot be made</source>
        <translation>フォルダーを作れません</translation>
    </message>
</context>
<context>
    <name>nq::LessonCheck</name>
    <message>
        <location filename="../core/lessoncheck.cpp" line="59"/>
        <source>step %L1 is past the end of its run, which ends at step %L2</source>
        <translation>ステップ %L1 は実行の終わりより後です（実行はステップ %L2 で終わります）</translation>
    </message>
    <message>
        <location filename="../core/lessoncheck.cpp" line="66"/>
        <source>the board holds %1 queens; the problem has %2</source>
        <translation>盤面にクイーンが %1 個ありますが、問題のクイーンは %2 個です</translation>
    </message>
    <message>
        <location filename="../core/lessoncheck.cpp" line="73"/>
        <source>the board picked is not a covering set of %1 queens on %2 × %2</source>
        <translation>選んだ盤面は %2 × %2 のクイーン %1 個の支配集合ではありません</translation>
    </message>
    <message>
        <location filename="../core/lessoncheck.cpp" line="77"/>
        <source>the board picked is not a solution of %1 × %1</source>
        <translation>選んだ盤面は %1 × %1 の解ではありません</translation>
    </message>
    <message>
        <location filename="../core/lessoncheck.cpp" line="79"/>
        <source>the browser&apos;s filter (%1) hides the board picked</source>
        <translation>ブラウザーの絞り込み（%1）では選んだ盤面が表示されません</translation>
    </message>
    <message>
        <location filename="../core/lessoncheck.cpp" line="89"/>
        <source>no exercise can be made: %1</source>
        <translation>練習問題を作れません：%1</translation>
    </message>
</context>
<context>
    <name>nq::LessonController</name>
    <message>
        <location filename="../app/studio/lessons/lessoncontroller.cpp" line="51"/>
        <source>Open Lesson</source>
        <translation>レッスンを開く</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessoncontroller.cpp" line="52"/>
        <source>N-Queens Studio lessons (*.nqlesson);;All files (*)</source>
        <translation>N-Queens Studio のレッスン (*.nqlesson);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessoncontroller.cpp" line="109"/>
        <source>N-Queens Studio</source>
        <translation>N-Queens Studio</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessoncontroller.cpp" line="120"/>
        <source>Unsaved Lesson</source>
        <translation>保存していないレッスン</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessoncontroller.cpp" line="121"/>
        <source>The lesson “%1” has changes that are not saved. Save them?</source>
        <translation>レッスン「%1」には保存していない変更があります。保存しますか？</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessoncontroller.cpp" line="148"/>
        <source>%1: the lesson has no scene</source>
        <translation>%1: レッスンに場面がありません</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessoncontroller.cpp" line="151"/>
        <source>%1: scene %2: %3</source>
        <translation>%1: 場面 %2: %3</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessoncontroller.cpp" line="199"/>
        <source>Checking the lesson %1 before it opens…</source>
        <translation>レッスン %1 を開く前に確認しています…</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessoncontroller.cpp" line="218"/>
        <source>Cannot open the example %1.</source>
        <translation>例 %1 を開けません。</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessoncontroller.cpp" line="225"/>
        <source>Cannot open the lesson %1: %2</source>
        <translation>レッスン %1 を開けません：%2</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessoncontroller.cpp" line="241"/>
        <source>Save Lesson</source>
        <translation>レッスンを保存</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessoncontroller.cpp" line="242"/>
        <source>N-Queens Studio lessons (*.nqlesson)</source>
        <translation>N-Queens Studio のレッスン (*.nqlesson)</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessoncontroller.cpp" line="312"/>
        <source>A lesson holds at most %1 scenes.</source>
        <translation>レッスンに入れられるシーンは %1 個までです。</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessoncontroller.cpp" line="366"/>
        <source>No recent lessons</source>
        <translation>最近使ったレッスンはありません</translation>
    </message>
</context>
<context>
    <name>nq::LessonDocument</name>
    <message>
        <location filename="../app/studio/lessons/lessondocument.cpp" line="15"/>
        <source>Untitled lesson</source>
        <translation>無題のレッスン</translation>
    </message>
</context>
<context>
    <name>nq::LessonFile</name>
    <message>
        <location filename="../core/lessonfile.cpp" line="114"/>
        <source>a lesson file</source>
        <translation>レッスンファイル</translation>
    </message>
    <message>
        <location filename="../core/lessonfile.cpp" line="203"/>
        <source>a text holds a raw control character (code %1) at byte %2; write it escaped</source>
        <translation>テキストのバイト %2 に制御文字 (コード %1) がそのまま入っています。エスケープして書いてください</translation>
    </message>
    <message>
        <location filename="../core/lessonfile.cpp" line="214"/>
        <source>the field &quot;%1&quot; is given twice in one object (byte %2)</source>
        <translation>フィールド &quot;%1&quot; が一つのオブジェクトに二度あります (バイト %2)</translation>
    </message>
    <message>
        <location filename="../core/lessonfile.cpp" line="239"/>
        <source>it is not a lesson (damaged or cut short: %1 at byte %2)</source>
        <translation>レッスンではありません（壊れているか途中で切れています：%2 バイト目で %1）</translation>
    </message>
    <message>
        <location filename="../core/lessonfile.cpp" line="245"/>
        <source>it is not a lesson (no JSON object)</source>
        <translation>レッスンではありません（JSON オブジェクトがありません）</translation>
    </message>
    <message>
        <location filename="../core/lessonfile.cpp" line="249"/>
        <source>it is not a lesson (%1)</source>
        <translation>レッスンではありません (%1)</translation>
    </message>
    <message>
        <location filename="../core/lessonfile.cpp" line="267"/>
        <source>Cannot open the lesson %1: %2</source>
        <translation>レッスン %1 を開けません：%2</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="28"/>
        <source>unknown field &quot;%1&quot; in %2</source>
        <translation>%2 に不明なフィールド「%1」があります</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="38"/>
        <source>%1 has no field %2</source>
        <translation>%1 にフィールド %2 がありません</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="49"/>
        <source>%1 must be a whole number from %L2 to %L3</source>
        <translation>%1 は %L2 から %L3 までの整数でなければなりません</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="58"/>
        <source>%1 must be text</source>
        <translation>%1 はテキストでなければなりません</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="63"/>
        <source>%1 is %L2 characters long; at most %L3 are read</source>
        <translation>%1 は %L2 文字あります。読み込めるのは %L3 文字までです</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="75"/>
        <source>%1 must be true or false</source>
        <translation>%1 は true か false でなければなりません</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="87"/>
        <source>%1 must be a seed from 1 to %2, written as text (&quot;42&quot;)</source>
        <translation>%1 は 1 から %2 までのシードを文字列で（&quot;42&quot;）書いてください</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="99"/>
        <source>%1 must be an object of texts by language ({&quot;en&quot;: &quot;…&quot;})</source>
        <translation>%1 は言語ごとのテキストのオブジェクト（{&quot;en&quot;: &quot;…&quot;}）でなければなりません</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="102"/>
        <source>%1 has %2 languages; at most %3 are read</source>
        <translation>%1 には %2 言語あります。読み込めるのは %3 言語までです</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="109"/>
        <source>%1: &quot;%2&quot; is not a language (write &quot;en&quot;, &quot;ja&quot;, &quot;zh_CN&quot;)</source>
        <translation>%1：「%2」は言語ではありません（&quot;en&quot;、&quot;ja&quot;、&quot;zh_CN&quot; のように書いてください）</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="122"/>
        <source>the lesson</source>
        <translation>レッスン</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="129"/>
        <source>it is not a lesson (its &quot;format&quot; is not &quot;nqueens-lesson&quot;)</source>
        <translation>レッスンではありません（&quot;format&quot; が &quot;nqueens-lesson&quot; ではありません）</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="139"/>
        <source>it was written by a newer N-Queens Studio (lesson format %1; this one reads up to %2)</source>
        <translation>新しい N-Queens Studio で書かれています（レッスン形式 %1。このバージョンが読めるのは %2 までです）</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="153"/>
        <source>&quot;scenes&quot; must be a list</source>
        <translation>&quot;scenes&quot; はリストでなければなりません</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="158"/>
        <source>it has %L1 scenes; at most %L2 are read</source>
        <translation>シーンが %L1 個あります。読み込めるのは %L2 個までです</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="164"/>
        <source>scene %1: </source>
        <translation>シーン %1：</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="166"/>
        <source>a scene must be an object</source>
        <translation>シーンはオブジェクトでなければなりません</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="180"/>
        <source>a scene</source>
        <translation>シーン</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="182"/>
        <source>the scene</source>
        <translation>シーン</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="186"/>
        <source>&quot;setup&quot; must be an object</source>
        <translation>&quot;setup&quot; はオブジェクトでなければなりません</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="191"/>
        <source>&quot;position&quot; must be an object</source>
        <translation>&quot;position&quot; はオブジェクトでなければなりません</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="21"/>
        <location filename="../core/lessonscenefields.cpp" line="23"/>
        <location filename="../core/lessonscenefields.cpp" line="38"/>
        <source>the setup</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="34"/>
        <source>there is no algorithm &quot;%1&quot; (there are %2, domination)</source>
        <translation>アルゴリズム「%1」はありません（あるのは %2、domination です）</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="47"/>
        <source>a domination setup</source>
        <translation>支配問題の設定</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="61"/>
        <source>&quot;queens&quot; and &quot;independent&quot; belong to a domination setup</source>
        <translation>&quot;queens&quot; と &quot;independent&quot; は支配問題の設定にだけ書けます</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="70"/>
        <source>&quot;solutions&quot; must be &quot;all&quot; or &quot;first&quot;</source>
        <translation>&quot;solutions&quot; は &quot;all&quot; か &quot;first&quot; でなければなりません</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="90"/>
        <source>&quot;speed&quot; must be steps a second, from %1 to %L2, or &quot;max&quot;</source>
        <translation>&quot;speed&quot; は毎秒のステップ数（%1 から %L2）か &quot;max&quot; でなければなりません</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="102"/>
        <source>&quot;theme&quot; must be one of %1</source>
        <translation>&quot;theme&quot; は %1 のどれかでなければなりません</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="108"/>
        <source>&quot;docks&quot; must be a list of panels</source>
        <translation>&quot;docks&quot; はパネルのリストでなければなりません</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="112"/>
        <source>&quot;docks&quot; must be a list of panel names, each a text</source>
        <translation>&quot;docks&quot; はパネル名 (テキスト) のリストでなければなりません</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="115"/>
        <source>there is no panel &quot;%1&quot; (there are %2)</source>
        <translation>パネル「%1」はありません（あるのは %2 です）</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="148"/>
        <source>&quot;askClass&quot; must be a question asked of %1: %2, not &quot;%3&quot;</source>
        <translation>&quot;askClass&quot; は %1 で質問される種類 (%2) でなければなりません (&quot;%3&quot; ではありません)</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="157"/>
        <location filename="../core/lessonscenefields.cpp" line="188"/>
        <location filename="../core/lessonscenefields.cpp" line="190"/>
        <location filename="../core/lessonscenefields.cpp" line="202"/>
        <location filename="../core/lessonscenefields.cpp" line="203"/>
        <location filename="../core/lessonscenefields.cpp" line="205"/>
        <location filename="../core/lessonscenefields.cpp" line="233"/>
        <source>the position</source>
        <translation>位置</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="211"/>
        <source>&quot;filter&quot; must be an object</source>
        <translation>&quot;filter&quot; はオブジェクトでなければなりません</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="213"/>
        <source>the filter</source>
        <translation>絞り込み</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="226"/>
        <source>&quot;symmetry&quot; must be any, none, half-turn or quarter-turn</source>
        <translation>&quot;symmetry&quot; は any、none、half-turn、quarter-turn のどれかでなければなりません</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="249"/>
        <source>&quot;kind&quot; of the position must be step, explore, browser or practice</source>
        <translation>位置の &quot;kind&quot; は step、explore、browser、practice のどれかでなければなりません</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="257"/>
        <source>&quot;breakpoints&quot; must be a list</source>
        <translation>&quot;breakpoints&quot; はリストでなければなりません</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="260"/>
        <source>it has %1 breakpoints; at most %2 are read</source>
        <translation>ブレークポイントが %1 個あります。読み込めるのは %2 個までです</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="271"/>
        <source>breakpoint &quot;%1&quot;: %2</source>
        <translation>ブレークポイント「%1」：%2</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="283"/>
        <source>&quot;until&quot; %1: %2</source>
        <translation>&quot;until&quot; %1：%2</translation>
    </message>
</context>
<context>
    <name>nq::LessonPage</name>
    <message>
        <location filename="../app/film/lessonpage.cpp" line="126"/>
        <source>the page&apos;s parts are missing</source>
        <translation>ページの部品が見つかりません</translation>
    </message>
</context>
<context>
    <name>nq::LessonPageExport</name>
    <message>
        <location filename="../app/studio/lessons/lessonpageexport.cpp" line="68"/>
        <location filename="../app/studio/lessons/lessonpageexport.cpp" line="131"/>
        <source>Export Lesson as Web Page</source>
        <translation>レッスンをウェブページとして書き出す</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessonpageexport.cpp" line="65"/>
        <source>Web page (*.html *.htm)</source>
        <translation>ウェブページ (*.html *.htm)</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessonpageexport.cpp" line="66"/>
        <source>SCORM 1.2 package for a learning platform (*.zip)</source>
        <translation>学習プラットフォーム用の SCORM 1.2 パッケージ (*.zip)</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessonpageexport.cpp" line="118"/>
        <source>Writing the lesson&apos;s web page…</source>
        <translation>レッスンのウェブページを書き出しています…</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessonpageexport.cpp" line="127"/>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
</context>
<context>
    <name>nq::MainWindow</name>
    <message>
        <location filename="../app/studio/window/mainwindow.cpp" line="227"/>
        <source>The settings were not read (%1); this session starts from the defaults and leaves that file as it is.</source>
        <translation>設定を読み込みませんでした(%1)。このセッションは既定の設定で始まり、そのファイルには手を加えません。</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowrace.cpp" line="63"/>
        <source>The race is in the board&apos;s place: %1 shows the board again.</source>
        <translation>競走が盤の場所に表示されています。%1 で盤に戻ります。</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowlessons.cpp" line="90"/>
        <source>N-Queens Studio</source>
        <translation>N クイーン・スタジオ</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindow.cpp" line="348"/>
        <source>More of %1</source>
        <translation>%1 のその他</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindow.cpp" line="354"/>
        <source>What the last step did</source>
        <translation>直前のステップの内容</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowpanels.cpp" line="76"/>
        <source>Pseudocode</source>
        <translation>擬似コード</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowpanels.cpp" line="81"/>
        <source>Counters</source>
        <translation>カウンター</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowpanels.cpp" line="84"/>
        <source>Algorithm Data</source>
        <translation>アルゴリズムのデータ</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowpanels.cpp" line="90"/>
        <source>Step Log</source>
        <translation>ステップログ</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowpanels.cpp" line="94"/>
        <source>Solutions</source>
        <translation>解</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowpanels.cpp" line="101"/>
        <source>Search Tree</source>
        <translation>探索木</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowpanels.cpp" line="115"/>
        <source>Legend</source>
        <translation>凡例</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowpanels.cpp" line="126"/>
        <source>Python Code</source>
        <translation>Python コード</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowpanels.cpp" line="126"/>
        <source>C++ Code</source>
        <translation>C++ コード</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowpanels.cpp" line="157"/>
        <source>Call Stack</source>
        <translation>コールスタック</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowpanels.cpp" line="161"/>
        <source>Breakpoints</source>
        <translation>ブレークポイント</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowpanels.cpp" line="110"/>
        <source>Explore</source>
        <translation>手で試す</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindow.cpp" line="387"/>
        <source>About N-Queens Studio</source>
        <translation>N クイーン・スタジオについて</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindow.cpp" line="388"/>
        <source>&lt;h3&gt;N-Queens Studio&lt;/h3&gt;&lt;p&gt;Watch the classic algorithms solve the N-Queens problem step by step, from trying all n&lt;sup&gt;n&lt;/sup&gt; boards to bitmask backtracking.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;N クイーン・スタジオ&lt;/h3&gt;&lt;p&gt;n&lt;sup&gt;n&lt;/sup&gt; 個の盤面をすべて試す方法からビットマスクによるバックトラックまで、古典的なアルゴリズムが N クイーン問題を解いていく様子を 1 ステップずつ観察できます。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowstudent.cpp" line="33"/>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowstudent.cpp" line="37"/>
        <source>Practice</source>
        <translation>練習</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowstudent.cpp" line="46"/>
        <source>Class</source>
        <translation>授業</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowstudent.cpp" line="135"/>
        <source>Answer the question first, or press Esc to skip it.</source>
        <translation>先に質問に答えてください。Esc で飛ばせます。</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowlessons.cpp" line="57"/>
        <source>Scenes</source>
        <translation>シーン</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowlessons.cpp" line="96"/>
        <source>%1[*] (autosave failed) — N-Queens Studio</source>
        <translation>%1[*] (自動保存に失敗) — N-Queens Studio</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowlessons.cpp" line="97"/>
        <source>%1[*] — N-Queens Studio</source>
        <translation>%1[*] — N-Queens Studio</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowlessons.cpp" line="133"/>
        <source>Note of the scene</source>
        <translation>シーンのメモ</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowlessons.cpp" line="159"/>
        <source>The lesson&apos;s autosave failed (%1): save the lesson to keep its changes.</source>
        <translation>レッスンの自動保存に失敗しました (%1)。変更を残すにはレッスンを保存してください。</translation>
    </message>
</context>
<context>
    <name>nq::MessageText</name>
    <message>
        <location filename="../core/messagetext.h" line="32"/>
        <source>about %1 s left</source>
        <translation>残り約 %1 秒</translation>
    </message>
    <message>
        <location filename="../core/messagetext.h" line="34"/>
        <source>about %1 min %2 s left</source>
        <translation>残り約 %1 分 %2 秒</translation>
    </message>
    <message>
        <location filename="../core/messagetext.h" line="37"/>
        <source>about %1 h %2 min left</source>
        <translation>残り約 %1 時間 %2 分</translation>
    </message>
</context>
<context>
    <name>nq::MinConflictsView</name>
    <message>
        <location filename="../app/words/minconflictswords.cpp" line="13"/>
        <source>The queen on row %1, column %2 is attacked: it may move to a square with fewer attackers.</source>
        <translation>行 %1、列 %2 のクイーンは攻撃されています。攻撃の少ないマスへ動くかもしれません。</translation>
    </message>
    <message>
        <location filename="../app/words/minconflictswords.cpp" line="18"/>
        <source>Put it on column %2 of row %1, a square with the fewest attackers.</source>
        <translation>行 %1 の列 %2 に置きます。攻撃が最も少ないマスです。</translation>
    </message>
    <message>
        <location filename="../app/words/minconflictswords.cpp" line="22"/>
        <source>Lift the queen off row %1, column %2 and count the queens that attack each square of row %1.</source>
        <translation>行 %1、列 %2 のクイーンを持ち上げ、行 %1 の各マスを攻撃するクイーンを数えます。</translation>
    </message>
    <message>
        <location filename="../app/words/minconflictswords.cpp" line="27"/>
        <source>Count the queens that attack each square of row %1: column %2, where the queen stands, has the fewest, so it stays.</source>
        <translation>行 %1 の各マスを攻撃しているクイーンを数えます。クイーンのいる列 %2 が最も少ないので、そのまま動きません。</translation>
    </message>
    <message>
        <location filename="../app/words/minconflictswords.cpp" line="32"/>
        <source>Start from a full board with one queen in every row.</source>
        <translation>各行にクイーンが 1 つずつある盤面から始めます。</translation>
    </message>
    <message>
        <location filename="../app/words/minconflictswords.cpp" line="35"/>
        <source>Finished: min-conflicts gave up without a solution (boards of 2 and 3 have none).</source>
        <translation>終了: 最小衝突法は解を見つけられずに打ち切りました (サイズ 2 と 3 の盤面には解がありません)。</translation>
    </message>
    <message>
        <location filename="../app/studio/algorithms/minconflictsview.cpp" line="15"/>
        <source>Queens under attack: %L1 of %L2</source>
        <translation>攻撃されているクイーン: %L2 個中 %L1 個</translation>
    </message>
    <message>
        <location filename="../app/studio/algorithms/minconflictsview.cpp" line="16"/>
        <source>Moves so far: %L1</source>
        <translation>これまでの移動回数: %L1</translation>
    </message>
    <message>
        <location filename="../app/words/minconflictswords.cpp" line="52"/>
        <source>Not used here: all the queens stand on the board from the start; see Moves.</source>
        <translation>ここでは使いません：最初からすべてのクイーンが盤上にあります。「移動」を参照。</translation>
    </message>
    <message>
        <location filename="../app/words/minconflictswords.cpp" line="54"/>
        <source>Moves</source>
        <translation>移動</translation>
    </message>
    <message>
        <location filename="../app/words/minconflictswords.cpp" line="55"/>
        <source>Attacked queens picked and put on a least attacked square of their row (perhaps the one they stood on).</source>
        <translation>攻撃されているクイーンを選び、その行で最も攻撃の少ないマス（元のマスのこともある）に置いた回数。</translation>
    </message>
    <message>
        <location filename="../app/words/minconflictswords.cpp" line="58"/>
        <source>Not used here: the attackers of a whole row are counted at once; see Queens under attack.</source>
        <translation>ここでは使いません：行全体の攻撃数を一度に数えます。「攻撃されているクイーン」を参照。</translation>
    </message>
    <message>
        <location filename="../app/words/minconflictswords.cpp" line="61"/>
        <source>Not used here: a lifted queen goes straight back on its row; see Moves.</source>
        <translation>ここでは使いません：持ち上げたクイーンはすぐ同じ行に戻ります。「移動」を参照。</translation>
    </message>
    <message>
        <location filename="../app/words/minconflictswords.cpp" line="64"/>
        <source>Starts</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../app/words/minconflictswords.cpp" line="65"/>
        <source>Complete placements the repair starts from: the first, then one for each restart.</source>
        <translation>修正を始める完全な配置：最初の 1 つと、やり直しごとに 1 つ。</translation>
    </message>
</context>
<context>
    <name>nq::NarrationVoice</name>
    <message>
        <location filename="../app/speech/narrationvoice.cpp" line="52"/>
        <source>no voice here reads %1 well (eSpeak NG cannot); narrate in English</source>
        <translation>ここには%1をうまく読める音声がありません (eSpeak NG には読めません)。英語でナレーションを付けてください</translation>
    </message>
    <message>
        <location filename="../app/speech/narrationvoice.cpp" line="59"/>
        <source>eSpeak NG did not start (is the package espeak-ng-data installed?)</source>
        <translation>eSpeak NG を開始できませんでした (パッケージ espeak-ng-data はインストールされていますか?)</translation>
    </message>
    <message>
        <location filename="../app/speech/narrationvoice.cpp" line="63"/>
        <source>eSpeak NG has no voice for %1</source>
        <translation>eSpeak NG には %1 の音声がありません</translation>
    </message>
</context>
<context>
    <name>nq::OrbitView</name>
    <message>
        <location filename="../app/studio/browser/orbitview.cpp" line="19"/>
        <source>Eight Images</source>
        <translation>8 つの像</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/orbitview.cpp" line="52"/>
        <source>The board itself</source>
        <translation>元の盤面</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/orbitview.cpp" line="53"/>
        <source>The board %1</source>
        <translation>盤面を%1</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/orbitview.cpp" line="57"/>
        <source>%1: the same board</source>
        <translation>%1：同じ盤面</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/orbitview.cpp" line="59"/>
        <source>%1: the same as image %2</source>
        <translation>%1：像 %2 と同じ</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/orbitview.cpp" line="71"/>
        <source>All eight images are different boards: no symmetry leaves this one as it is, so its class has 8 members.</source>
        <translation>8 つの像はすべて異なる盤面です。この盤面を変えない対称性はないので、クラスの要素は 8 個です。</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/orbitview.cpp" line="73"/>
        <source>%1 of the 8 symmetries leave this board as it is (framed), so only %2 images are different: its class has 8 / %1 = %2 members.</source>
        <translation>8 つの対称性のうち %1 つがこの盤面を変えない（枠付き）ので、異なる像は %2 個だけです。クラスの要素は 8 / %1 = %2 個です。</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/orbitview.cpp" line="88"/>
        <source>The eight images of %1</source>
        <translation>%1 の 8 つの像</translation>
    </message>
</context>
<context>
    <name>nq::OutputTarget</name>
    <message>
        <location filename="../core/outputtarget.cpp" line="37"/>
        <source>it is a loop of links</source>
        <translation>リンクが循環しています</translation>
    </message>
    <message>
        <location filename="../core/outputtarget.cpp" line="38"/>
        <location filename="../core/outputtarget.cpp" line="61"/>
        <source>it is a link to %1, which does not exist</source>
        <translation>存在しない %1 へのリンクです</translation>
    </message>
    <message>
        <location filename="../core/outputtarget.cpp" line="52"/>
        <location filename="../core/outputtarget.cpp" line="67"/>
        <source>it is a folder</source>
        <translation>フォルダーです</translation>
    </message>
    <message>
        <location filename="../core/outputtarget.cpp" line="54"/>
        <source>it is a socket</source>
        <translation>ソケットです</translation>
    </message>
    <message>
        <location filename="../core/outputtarget.cpp" line="56"/>
        <source>it is a disk (a block device); a picture is never written onto one</source>
        <translation>ディスク (ブロックデバイス) です。画像をディスクに直接書くことはありません</translation>
    </message>
    <message>
        <location filename="../core/outputtarget.cpp" line="57"/>
        <source>it is not a file</source>
        <translation>ファイルではありません</translation>
    </message>
    <message>
        <location filename="../core/outputtarget.cpp" line="86"/>
        <source>the folder %1 does not exist</source>
        <translation>フォルダー %1 がありません</translation>
    </message>
    <message>
        <location filename="../core/outputtarget.cpp" line="89"/>
        <source>%1 is not a folder</source>
        <translation>%1 はフォルダーではありません</translation>
    </message>
    <message>
        <location filename="../core/outputtarget.cpp" line="94"/>
        <source>the folder %1 cannot be written to (%2)</source>
        <translation>フォルダー %1 に書き込めません (%2)</translation>
    </message>
</context>
<context>
    <name>nq::Placement</name>
    <message>
        <location filename="../core/placement.cpp" line="119"/>
        <source>--placement must give, for each of the %1 rows, its queen&apos;s column from 1 to %1 (each column at most once) or - for an empty row, separated by spaces or commas; got &apos;%2&apos;</source>
        <translation>--placement には %1 行それぞれについて、クイーンの列を 1 から %1 で（各列は 1 回まで）、空の行は - で、空白またはコンマ区切りで指定してください。指定値: &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../core/queenstext.cpp" line="111"/>
        <source>give each queen as row,column from 1 to %1, separated by spaces (&quot;1,1 1,2 2,6&quot;), each square once, or each row&apos;s column (&quot;1 5 8 6 3 7 2 4&quot;); got &apos;%2&apos;</source>
        <translation>各クイーンを 1 から %1 の 行,列 でスペース区切りに (&quot;1,1 1,2 2,6&quot;)、同じマスは 1 回ずつ、または各行の列 (&quot;1 5 8 6 3 7 2 4&quot;) で指定してください。入力: &apos;%2&apos;</translation>
    </message>
</context>
<context>
    <name>nq::PlayBar</name>
    <message>
        <location filename="../app/studio/window/playbar.cpp" line="156"/>
        <source>Playback</source>
        <translation>再生</translation>
    </message>
    <message>
        <location filename="../app/studio/window/playbar.cpp" line="157"/>
        <source>Spee&amp;d:</source>
        <translation>速度(&amp;D):</translation>
    </message>
    <message>
        <location filename="../app/studio/window/playbar.cpp" line="158"/>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
</context>
<context>
    <name>nq::PracticeController</name>
    <message>
        <location filename="../app/studio/practice/practicecontroller.cpp" line="52"/>
        <source>Making the exercise…</source>
        <translation>練習を用意しています…</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicecontroller.cpp" line="68"/>
        <source>Seed %1 · %2 of %3 steps · %4 · %5 shown · %6</source>
        <translation>シード %1 · %3 ステップ中 %2 · %4 · 表示 %5 · %6</translation>
    </message>
</context>
<context>
    <name>nq::PracticePanel</name>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="197"/>
        <source>Be the algorithm: do each of its steps on the board yourself, up to its next solution. Every step is checked; a wrong one is shown beside the right one, and you go on from the right one.</source>
        <translation>アルゴリズムになりましょう。次の解まで、その各ステップを自分で盤の上で行います。どのステップも確かめられ、間違えると正しいステップと並べて示され、正しいステップから続けます。</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="205"/>
        <source>&amp;Algorithm:</source>
        <translation>アルゴリズム(&amp;A):</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="206"/>
        <source>Board si&amp;ze:</source>
        <translation>盤の大きさ(&amp;Z):</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="207"/>
        <source>4 to 8 rows are done by hand in a few minutes; any size is allowed.</source>
        <translation>4 行から 8 行なら数分で手で行えます。どの大きさでもかまいません。</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="208"/>
        <source>&amp;Queens:</source>
        <translation>クイーンの数(&amp;Q):</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="209"/>
        <source>S&amp;eed:</source>
        <translation>シード(&amp;E):</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="210"/>
        <source>The seed draws where the exercise starts: give the class one number and everyone gets the same exercise.</source>
        <translation>シードで練習の始まる局面が決まります。クラスに 1 つの番号を伝えれば、全員が同じ練習をします。</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="212"/>
        <source>&amp;New</source>
        <translation>新しく(&amp;N)</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="213"/>
        <source>Start on the &amp;empty board</source>
        <translation>空の盤から始める(&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="214"/>
        <source>&amp;Start the Exercise</source>
        <translation>練習を始める(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="215"/>
        <source>&amp;Mark Attacked (A)</source>
        <translation>攻撃されていると印を付ける(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="216"/>
        <source>Sol&amp;ution! (S)</source>
        <translation>解！(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="217"/>
        <source>Next &amp;Board (N)</source>
        <translation>次の盤(&amp;N)</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="218"/>
        <source>Show the Next Ste&amp;p (H)</source>
        <translation>次のステップを見せる(&amp;H)</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="219"/>
        <source>S&amp;top</source>
        <translation>やめる(&amp;T)</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="220"/>
        <source>&amp;Watch the Algorithm</source>
        <translation>アルゴリズムを見る(&amp;W)</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="221"/>
        <source>The algorithm&apos;s own run, from where the exercise started: press Play.</source>
        <translation>練習を始めた局面からのアルゴリズム自身の実行です。再生を押してください。</translation>
    </message>
</context>
<context>
    <name>nq::PracticeWords</name>
    <message>
        <location filename="../app/words/practicewords.cpp" line="14"/>
        <source>put a queen on %1</source>
        <translation>%1 にクイーンを置く</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="16"/>
        <source>take the queen off %1</source>
        <translation>%1 のクイーンを取り除く</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="18"/>
        <source>mark %1 as attacked</source>
        <translation>%1 を攻撃されていると印を付ける</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="20"/>
        <source>declare a solution</source>
        <translation>解だと宣言する</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="22"/>
        <source>take the next board out of the queue</source>
        <translation>キューから次の盤を取り出す</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="24"/>
        <source>pick the queen on %1</source>
        <translation>%1 のクイーンを選ぶ</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="26"/>
        <source>move the queen to %1</source>
        <translation>クイーンを %1 に動かす</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="37"/>
        <source>it is the next square tried that covers the first square still uncovered</source>
        <translation>まだ覆われていない最初のマスを覆う、次に試すマスだからです</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="38"/>
        <source>it is the next square tried that no queen attacks</source>
        <translation>どのクイーンにも攻撃されていない、次に試すマスだからです</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="40"/>
        <source>the search has tried every square below it</source>
        <translation>その下のマスはすべて試したからです</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="44"/>
        <source>the queen on %1 attacks it</source>
        <translation>%1 のクイーンが攻撃しているからです</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="46"/>
        <source>a queen attacks it</source>
        <translation>クイーンが攻撃しているからです</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="48"/>
        <source>every row holds a queen and none attacks another</source>
        <translation>すべての行にクイーンがあり、互いに攻撃していないからです</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="50"/>
        <source>every child of the board before is in the queue</source>
        <translation>前の盤の子がすべてキューに入ったからです</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="52"/>
        <source>it is attacked (the algorithm draws one of the attacked queens)</source>
        <translation>攻撃されているからです（アルゴリズムは攻撃されているクイーンから 1 つを無作為に選びます）</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="54"/>
        <source>no square of its row has fewer attackers</source>
        <translation>その行にこれより攻撃の少ないマスはないからです</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="66"/>
        <source>Shown: the algorithm would %1, as %2.</source>
        <translation>表示：アルゴリズムは%1。%2。</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="72"/>
        <source>Right: the queen on %1 is attacked too. The algorithm drew the queen on %2 at random, but any attacked queen will do: the exercise goes on from yours.</source>
        <translation>正解：%1 のクイーンも攻撃されています。アルゴリズムは %2 のクイーンを無作為に選びましたが、攻撃されているクイーンならどれでもかまいません。演習はあなたの選んだクイーンから続きます。</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="75"/>
        <source>Right: %1 has as few attackers as %2, the square the algorithm drew at random; any of them will do: the exercise goes on from your move.</source>
        <translation>正解：%1 の攻撃数は、アルゴリズムが無作為に選んだ %2 と同じく最少です。どれでもかまいません。演習はあなたの動かし方から続きます。</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="80"/>
        <source>Right: %1, as %2.</source>
        <translation>正解：%1。%2。</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="81"/>
        <source>Not quite: you chose to %1. The algorithm would %2, as %3.</source>
        <translation>惜しい：あなたは「%1」を選びました。アルゴリズムは「%2」を行います。%3。</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="97"/>
        <source>The board is no solution yet: no queen covers %1.</source>
        <translation>この盤面はまだ解ではありません：%1 を覆うクイーンがありません。</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="106"/>
        <source>The board is no solution: the queens on %1 and %2 attack each other.</source>
        <translation>この盤面は解ではありません：%1 と %2 のクイーンが互いに攻撃しています。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="112"/>
        <source>The board is no solution yet: %n row(s) still hold no queen.</source>
        <translation>
            <numerusform>この盤面はまだ解ではありません：クイーンのない行がまだ %n 行あります。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="120"/>
        <source>Your turn: click the queen the algorithm moves next (or declare a solution).</source>
        <translation>あなたの番です：アルゴリズムが次に動かすクイーンをクリックしてください（または解だと宣言してください）。</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="121"/>
        <source>Your turn: click the square of its row where the picked queen goes.</source>
        <translation>あなたの番です：選んだクイーンが移る、その行のマスをクリックしてください。</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="123"/>
        <source>Your turn: put a queen (click), mark the square tested as attacked (A, or Shift+click), take the next board (N), or declare a solution (S).</source>
        <translation>あなたの番です：クイーンを置く（クリック）、試したマスに攻撃の印を付ける（A または Shift+クリック）、次の盤を取り出す（N）、解だと宣言する（S）。</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="125"/>
        <source>Your turn: put a queen (click), take one back (click it), mark the square tested as attacked (A, or Shift+click), or declare a solution (S).</source>
        <translation>あなたの番です：クイーンを置く（クリック）、取り除く（そのクイーンをクリック）、試したマスに攻撃の印を付ける（A または Shift+クリック）、解だと宣言する（S）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="137"/>
        <source>%n queen(s) to put</source>
        <translation>
            <numerusform>置くクイーン %n 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="140"/>
        <source>%n queen(s) to take back</source>
        <translation>
            <numerusform>取り除くクイーン %n 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="143"/>
        <source>%n attacked square(s) to mark</source>
        <translation>
            <numerusform>印を付ける攻撃されたマス %n 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="146"/>
        <source>%n solution(s) to declare</source>
        <translation>
            <numerusform>宣言する解 %n 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="149"/>
        <source>%n board(s) to take from the queue</source>
        <translation>
            <numerusform>キューから取り出す盤面 %n 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="152"/>
        <source>%n queen(s) to pick</source>
        <translation>
            <numerusform>選ぶクイーン %n 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="155"/>
        <source>%n move(s) to make</source>
        <translation>
            <numerusform>移動 %n 回</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="158"/>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="160"/>
        <source>This exercise holds %1.</source>
        <translation>この演習の内容：%1。</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="177"/>
        <source>Finished: %1, %2, %3, in %4.</source>
        <translation>完了：%1、%2、%3、%4。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="178"/>
        <source>%n step(s) done</source>
        <translation>
            <numerusform>%n ステップ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="171"/>
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>間違い %n 回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="179"/>
        <source>%n shown on request</source>
        <translation>
            <numerusform>表示 %n 回</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="193"/>
        <source>What does the algorithm do next?</source>
        <translation>アルゴリズムは次に何をしますか？</translation>
    </message>
</context>
<context>
    <name>nq::PredictController</name>
    <message>
        <location filename="../app/studio/predict/predictcontroller.cpp" line="124"/>
        <location filename="../app/studio/predict/predictcontroller.cpp" line="130"/>
        <source>Export Results</source>
        <translation>結果をエクスポート</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/predictcontroller.cpp" line="125"/>
        <source>results</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/predictcontroller.cpp" line="125"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/predict/predictcontroller.cpp" line="136"/>
        <source>%n answer(s) exported to %1.</source>
        <translation>
            <numerusform>%n 件の解答を %1 に書き出しました。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nq::PredictMode</name>
    <message>
        <location filename="../app/studio/predict/predictmode.cpp" line="281"/>
        <source>Click a square of row %1.</source>
        <translation>行 %1 のマスをクリックしてください。</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/predictmode.cpp" line="293"/>
        <source>Click a queen.</source>
        <translation>クイーンをクリックしてください。</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/predictmode.cpp" line="293"/>
        <source>Click a queen, or answer No.</source>
        <translation>クイーンをクリックするか、「いいえ」と答えてください。</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/predictmode.cpp" line="302"/>
        <source>Click the squares of row %1.</source>
        <translation>行 %1 のマスをクリックしてください。</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/predictmode.cpp" line="314"/>
        <source>Answer with the buttons under the board.</source>
        <translation>盤の下のボタンで答えてください。</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/predictmode.cpp" line="429"/>
        <source>Which queen attacks %1? Click it.</source>
        <translation>%1 を攻撃しているのはどのクイーンですか？クリックしてください。</translation>
    </message>
</context>
<context>
    <name>nq::ProbeFrames</name>
    <message numerus="yes">
        <location filename="../app/studio/compare/probeframes.cpp" line="40"/>
        <source>Row %1 has %n square(s) to choose from.</source>
        <translation>
            <numerusform>%1 行目には選べるマスが %n 個あります。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/compare/probeframes.cpp" line="47"/>
        <source>One at random: column %1. Nodes at depth %2, were every node like these: %3.</source>
        <translation>無作為に 1 つ：%1 列目。どのノードもこれと同じなら、深さ %2 のノード数は %3。</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/probeframes.cpp" line="58"/>
        <source>A solution: the probe ends. Its value is %1.</source>
        <translation>解です。試行はここで終わり、その値は %1 です。</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/probeframes.cpp" line="59"/>
        <source>Row %1 has no square: a dead end. The probe&apos;s value is %2.</source>
        <translation>%1 行目に置けるマスがありません。行き止まりです。試行の値は %2 です。</translation>
    </message>
</context>
<context>
    <name>nq::ProblemBar</name>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="119"/>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="122"/>
        <source>All solutions</source>
        <translation>すべての解</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="123"/>
        <source>First solution</source>
        <translation>最初の解</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="120"/>
        <source>&amp;Algorithm:</source>
        <translation>アルゴリズム(&amp;A):</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="121"/>
        <source>Board si&amp;ze:</source>
        <translation>盤面サイズ(&amp;Z):</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="129"/>
        <source>%1: boards from %2 × %2 to %3 × %3</source>
        <translation>%1: %2 × %2 から %3 × %3 までの盤</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="136"/>
        <source>&amp;Problem:</source>
        <translation>問題(&amp;P):</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="137"/>
        <source>Non-attacking queens</source>
        <translation>互いに攻撃しないクイーン</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="138"/>
        <source>Domination</source>
        <translation>支配</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="139"/>
        <source>Non-attacking queens: n queens, no two attacking. Domination: k queens that together occupy or attack every square.</source>
        <translation>互いに攻撃しないクイーン: どの 2 つも攻撃し合わない n 個のクイーン。支配: すべてのマスを占めるか攻撃する k 個のクイーン。</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="141"/>
        <source>&amp;Queens:</source>
        <translation>クイーン(&amp;Q):</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="142"/>
        <source>Variant</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="143"/>
        <source>Solutions to find</source>
        <translation>探す解</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="144"/>
        <source>Standard</source>
        <translation>標準</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="145"/>
        <source>Independent</source>
        <translation>独立</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="146"/>
        <source>Independent: the queens must also not attack each other.</source>
        <translation>独立: さらに、クイーンどうしが攻撃し合ってはいけません。</translation>
    </message>
</context>
<context>
    <name>nq::ProblemController</name>
    <message>
        <location filename="../app/studio/window/problemcontroller.cpp" line="86"/>
        <source>The window draws %1 up to %2 × %2, so the board is %2 × %2 (it was %3 × %3); the command line nqueens goes up to %L4.</source>
        <translation>ウィンドウでは %1 を %2 × %2 まで描くため、盤面は %2 × %2 になりました（%3 × %3 でした）。コマンドラインの nqueens は %L4 まで扱えます。</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problemcontroller.cpp" line="93"/>
        <source>%1 takes boards up to %2 × %2, so the board is now %2 × %2 (it was %3 × %3).</source>
        <translation>%1 は %2 × %2 までの盤面を扱うため、盤面は %2 × %2 になりました（%3 × %3 でした）。</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problemcontroller.cpp" line="127"/>
        <source>Solve from Here plays backtracking with flag arrays to the first solution that keeps your queens (the algorithm is set for it).</source>
        <translation>「ここから解く」は、フラグ配列によるバックトラックで、あなたのクイーンを残す最初の解まで進めます（そのためにアルゴリズムを切り替えます）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/window/problemcontroller.cpp" line="170"/>
        <source>Independent domination: %n queen(s) on the %1 × %1 board</source>
        <translation>
            <numerusform>独立支配 — %1 × %1 の盤面にクイーン %n 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/window/problemcontroller.cpp" line="173"/>
        <source>Domination: %n queen(s) on the %1 × %1 board</source>
        <translation>
            <numerusform>支配 — %1 × %1 の盤面にクイーン %n 個</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/window/problemcontroller.cpp" line="176"/>
        <source>%1 on the %2 × %2 board</source>
        <translation>%1 — %2 × %2 の盤面</translation>
    </message>
</context>
<context>
    <name>nq::ProfileChart</name>
    <message>
        <location filename="../app/studio/tree/profilechart.cpp" line="51"/>
        <source>Profile of the search tree</source>
        <translation>探索木のプロファイル</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/profilechart.cpp" line="90"/>
        <source>Nodes by depth</source>
        <translation>深さごとのノード数</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/profilechart.cpp" line="91"/>
        <source>Nodes</source>
        <translation>ノード</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/profilechart.cpp" line="92"/>
        <source>Dead ends</source>
        <translation>行き止まり</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/profilechart.cpp" line="93"/>
        <source>Solutions</source>
        <translation>解</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/profilechart.cpp" line="143"/>
        <source>Depth (queens on the board)</source>
        <translation>深さ（盤上のクイーン数）</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/profilechart.cpp" line="189"/>
        <source>%1 at depth %2: %L3</source>
        <translation>深さ %2 の%1: %L3</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/profilechart.cpp" line="197"/>
        <source>Queens under attack, step by step</source>
        <translation>ステップごとの攻撃されているクイーン</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/profilechart.cpp" line="199"/>
        <source>Queens under attack</source>
        <translation>攻撃されているクイーン</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/profilechart.cpp" line="213"/>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/profilechart.cpp" line="217"/>
        <source>This step</source>
        <translation>このステップ</translation>
    </message>
</context>
<context>
    <name>nq::PseudocodeView</name>
    <message>
        <location filename="../app/studio/panels/pseudocodeview.cpp" line="199"/>
        <source>Pseudocode</source>
        <translation>擬似コード</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/pseudocodeview.cpp" line="335"/>
        <source>%1, breakpoint</source>
        <translation>%1、ブレークポイント</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/pseudocodeview.cpp" line="336"/>
        <source>%1, breakpoint (disabled)</source>
        <translation>%1、ブレークポイント（無効）</translation>
    </message>
</context>
<context>
    <name>nq::QtSpeechEngine</name>
    <message>
        <location filename="../app/studio/speech/qtspeechengine.cpp" line="168"/>
        <source>The system&apos;s speech service gave no voice: Speech Dispatcher (Debian&apos;s packages speech-dispatcher and speech-dispatcher-espeak-ng) must be installed and able to reach a sound device.</source>
        <translation>システムの音声サービスから音声が得られませんでした。Speech Dispatcher (Debian のパッケージ speech-dispatcher と speech-dispatcher-espeak-ng) がインストールされ、サウンドデバイスを使える必要があります。</translation>
    </message>
</context>
<context>
    <name>nq::QuestionBar</name>
    <message>
        <location filename="../app/studio/predict/questionbar.cpp" line="82"/>
        <location filename="../app/studio/predict/questionbar.cpp" line="130"/>
        <source>Answer on the board (arrow keys and Enter work too), or:</source>
        <translation>盤の上で答えてください（矢印キーと Enter も使えます）。または：</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionbar.cpp" line="83"/>
        <location filename="../app/studio/predict/questionbar.cpp" line="131"/>
        <source>Your answer:</source>
        <translation>答え：</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionbar.cpp" line="116"/>
        <source>&amp;Yes</source>
        <translation>はい(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionbar.cpp" line="117"/>
        <source>&amp;No</source>
        <translation>いいえ(&amp;N)</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionbar.cpp" line="119"/>
        <source>&amp;Put a queen</source>
        <translation>クイーンを置く(&amp;P)</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionbar.cpp" line="119"/>
        <source>A &amp;conflict</source>
        <translation>衝突(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionbar.cpp" line="119"/>
        <source>Go &amp;back</source>
        <translation>戻る(&amp;B)</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionbar.cpp" line="119"/>
        <source>A &amp;solution</source>
        <translation>解(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionbar.cpp" line="122"/>
        <source>&amp;Answer</source>
        <translation>答える(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionbar.cpp" line="123"/>
        <source>&amp;Done</source>
        <translation>完了(&amp;D)</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionbar.cpp" line="124"/>
        <source>S&amp;kip (Esc)</source>
        <translation>飛ばす (Esc)</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionbar.cpp" line="125"/>
        <source>Boards in the next level</source>
        <translation>次の段の盤の数</translation>
    </message>
</context>
<context>
    <name>nq::QuestionWords</name>
    <message>
        <location filename="../app/words/questionwords.cpp" line="25"/>
        <source>row %1, column %2</source>
        <translation>行 %1、列 %2</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="45"/>
        <source>Where the next queen goes</source>
        <translation>次のクイーンの位置</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="47"/>
        <source>Whether a square is attacked</source>
        <translation>マスが攻撃されているか</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="49"/>
        <source>What happens next</source>
        <translation>次に起こること</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="51"/>
        <source>Which row the search goes back to</source>
        <translation>探索が戻る行</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="53"/>
        <source>Which columns are free (bitmask)</source>
        <translation>空いている列（ビットマスク）</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="55"/>
        <source>How many boards the next level holds (breadth-first)</source>
        <translation>次の段の盤の数（幅優先）</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="57"/>
        <source>Where a queen moves (min-conflicts)</source>
        <translation>クイーンの移動先（最小衝突）</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="59"/>
        <source>Which square is uncovered (domination)</source>
        <translation>覆われていないマス（支配）</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="68"/>
        <source>Where will the next queen go?</source>
        <translation>次のクイーンはどこに置かれますか？</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="70"/>
        <source>Is %1 attacked? By which queen?</source>
        <translation>%1 は攻撃されていますか？どのクイーンからですか？</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="73"/>
        <source>The search tests %1. What happens next?</source>
        <translation>探索は %1 を調べています。次に何が起こりますか？</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="74"/>
        <source>What happens next?</source>
        <translation>次に何が起こりますか？</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="76"/>
        <source>Which row does the search go back to?</source>
        <translation>探索はどの行に戻りますか？</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="78"/>
        <source>Which columns of row %1 are free?</source>
        <translation>行 %1 で空いている列はどれですか？</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="80"/>
        <source>How many boards will the next level hold?</source>
        <translation>次の段には盤がいくつ入りますか？</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="82"/>
        <source>Which column will the queen on %1 move to?</source>
        <translation>%1 のクイーンはどの列に移りますか？</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="84"/>
        <source>Which square is still uncovered?</source>
        <translation>まだ覆われていないマスはどれですか？</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="93"/>
        <source>Where will the next queen go? Click its square.</source>
        <translation>次のクイーンはどこに置かれますか？そのマスをクリックしてください。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="95"/>
        <source>Is %1 attacked? Answer Yes or No; if yes, click the queen that attacks it.</source>
        <translation>%1 は攻撃されていますか？「はい」か「いいえ」で答え、はいなら攻撃しているクイーンをクリックしてください。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="99"/>
        <source>The search tests %1. What happens next: a queen is put, a conflict, the search goes back, or a solution?</source>
        <translation>探索は %1 を調べています。次に何が起こりますか：クイーンを置く、衝突、探索が戻る、それとも解？</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="102"/>
        <source>What happens next: a queen is put, a conflict, the search goes back, or a solution?</source>
        <translation>次に何が起こりますか：クイーンを置く、衝突、探索が戻る、それとも解？</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="105"/>
        <source>This row has no square left. Which row does the search go back to? Click a square of that row.</source>
        <translation>この行には試すマスが残っていません。探索はどの行に戻りますか？その行のマスをクリックしてください。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="108"/>
        <source>Which columns of row %1 are free? Click each free square, then press Enter.</source>
        <translation>行 %1 で空いている列はどれですか？空いているマスをすべてクリックしてから Enter を押してください。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="111"/>
        <source>A new level begins. How many boards will the next level hold? Type the number, then press Enter.</source>
        <translation>新しい段が始まります。次の段には盤がいくつ入りますか？数を入力して Enter を押してください。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="114"/>
        <source>The queen on %1 is attacked. Which column will it move to? Click a square of its row.</source>
        <translation>%1 のクイーンは攻撃されています。どの列に移りますか？その行のマスをクリックしてください。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="118"/>
        <source>Which square is still uncovered? Click one.</source>
        <translation>まだ覆われていないマスはどれですか？1 つクリックしてください。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="127"/>
        <source>a queen is put</source>
        <translation>クイーンを置く</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="129"/>
        <source>a conflict</source>
        <translation>衝突</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="131"/>
        <source>the search goes back</source>
        <translation>探索が戻る</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="133"/>
        <source>a solution</source>
        <translation>解</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="162"/>
        <source>%1 and %2</source>
        <translation>%1 と %2</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="164"/>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="27"/>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="26"/>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="28"/>
        <source>yes, the queen on %1</source>
        <translation>はい、%1 のクイーン</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="29"/>
        <source>row %1</source>
        <translation>行 %1</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="32"/>
        <source>no column</source>
        <translation>列なし</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/questionwords.cpp" line="30"/>
        <location filename="../app/words/questionwords.cpp" line="31"/>
        <location filename="../app/words/questionwords.cpp" line="189"/>
        <source>columns %1</source>
        <translation>
            <numerusform>列 %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="201"/>
        <source>That square already holds a queen.</source>
        <translation>そのマスにはすでにクイーンがあります。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="204"/>
        <source>That square is attacked by the queen on %1.</source>
        <translation>そのマスは %1 のクイーンに攻撃されています。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="207"/>
        <source>That square is free, but the search puts a queen in row %1 first.</source>
        <translation>そのマスは空いていますが、探索は先に %1 行目にクイーンを置きます。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="209"/>
        <source>That square is free too, but the search reaches %1 first.</source>
        <translation>そのマスも空いていますが、探索は先に %1 に到達します。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="260"/>
        <source>The next queen goes on %1: the first square the search tries that covers the first square still uncovered.</source>
        <translation>次のクイーンは %1 に置かれます。まだ覆われていない最初のマスを覆うマスのうち、探索が最初に試すマスです。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="263"/>
        <source>The next queen goes on %1: the first square the search tries from here that no queen attacks.</source>
        <translation>次のクイーンは %1 に置かれます。ここから探索が試すマスのうち、どのクイーンにも攻撃されていない最初のマスです。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="269"/>
        <source>The queens on %1 attack %2; naming any of them is right.</source>
        <translation>%1 のクイーンが %2 を攻撃しています。どれを答えても正解です。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="272"/>
        <source>The queen on %1 attacks %2.</source>
        <translation>%1 のクイーンが %2 を攻撃しています。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="273"/>
        <source>No queen shares a row, a column or a diagonal with %1: it is free.</source>
        <translation>%1 と同じ行・列・斜めにクイーンはありません。空いています。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="279"/>
        <source>A queen is put: no queen attacks the square tested.</source>
        <translation>クイーンを置きます。試したマスを攻撃するクイーンはありません。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="282"/>
        <source>A conflict: a queen attacks the square tested.</source>
        <translation>衝突です。試したマスをクイーンが攻撃しています。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="285"/>
        <source>The search goes back: the row has no square left to try.</source>
        <translation>探索が戻ります。この行には試すマスが残っていません。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="288"/>
        <source>A solution: every row holds a queen and none attacks another.</source>
        <translation>解です。すべての行にクイーンがあり、互いに攻撃していません。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="293"/>
        <source>Row %1: no row below it has a square left to try, so the search takes the queens back up to the one of row %1, and row %1 tries its next square.</source>
        <translation>%1 行目：その下の行にはどれも試すマスが残っていないので、探索は %1 行目のクイーンまでを取り除き、%1 行目は次のマスを試します。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="229"/>
        <source>Skipped: it counts as asked and not right, and the streak starts again. %1</source>
        <translation>スキップ：出題済み・不正解として数えられ、連続正解は最初からになります。%1</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="299"/>
        <source>No column of row %1 is free: the queens above attack every square.</source>
        <translation>行 %1 に空いている列はありません。上のクイーンがすべてのマスを攻撃しています。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="301"/>
        <source>The free columns of row %1 are %2: the queens above attack every other square.</source>
        <translation>行 %1 で空いている列は %2 です。ほかのマスは上のクイーンが攻撃しています。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/questionwords.cpp" line="306"/>
        <source>The next level holds %Ln board(s): one for every free square of the next row, on every board of this level.</source>
        <translation>
            <numerusform>次の段には %Ln 個の盤が入ります。この段の各盤について、次の行の空いているマスごとに 1 つです。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="312"/>
        <source>It moves to %1, drawn among the squares of its row with the fewest attackers; any of them was right.</source>
        <translation>%1 に移ります。その行で攻撃の数が最も少ないマスから無作為に選ばれました。そのどれでも正解でした。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="315"/>
        <source>It moves to %1: no other square of its row has as few attackers.</source>
        <translation>%1 に移ります。その行でこれほど攻撃の少ないマスはほかにありません。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/questionwords.cpp" line="320"/>
        <source>No queen&apos;s row, column or diagonal reaches %1 (and %Ln other square(s)).</source>
        <translation>
            <numerusform>どのクイーンの行・列・斜めも %1 に届きません（ほかに %Ln マス）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="323"/>
        <source>No queen&apos;s row, column or diagonal reaches %1.</source>
        <translation>どのクイーンの行・列・斜めも %1 に届きません。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="214"/>
        <source>Right! %1</source>
        <translation>正解！%1</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="224"/>
        <source>Not quite: you said %1. %2 %3</source>
        <translation>惜しい：あなたの答えは %1 です。%2 %3</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="219"/>
        <source>Not quite: you said %1. %2</source>
        <translation>惜しい：あなたの答えは %1 でした。%2</translation>
    </message>
</context>
<context>
    <name>nq::QuestionsDialog</name>
    <message>
        <location filename="../app/studio/predict/questionsdialog.cpp" line="30"/>
        <source>Questions</source>
        <translation>質問</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionsdialog.cpp" line="32"/>
        <source>Ask</source>
        <translation>尋ねる質問</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionsdialog.cpp" line="41"/>
        <source>Not asked of %1.</source>
        <translation>%1 では尋ねません。</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionsdialog.cpp" line="49"/>
        <source>Every time</source>
        <translation>毎回</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionsdialog.cpp" line="49"/>
        <source>About one time in %1</source>
        <translation>およそ %1 回に 1 回</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionsdialog.cpp" line="53"/>
        <source>&amp;How often:</source>
        <translation>頻度(&amp;H):</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionsdialog.cpp" line="58"/>
        <source>The same seed asks at the same steps: give a class one number.</source>
        <translation>同じシードなら同じステップで尋ねます。クラス全員に同じ番号を伝えてください。</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionsdialog.cpp" line="59"/>
        <source>&amp;Seed:</source>
        <translation>シード(&amp;S):</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionsdialog.cpp" line="63"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionsdialog.cpp" line="65"/>
        <source>While the run plays, how long each verdict stays before the run goes on (Enter or a click goes on at once).</source>
        <translation>再生中、判定を表示したまま待つ時間です (Enter かクリックですぐ先へ進みます)。</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionsdialog.cpp" line="67"/>
        <source>&amp;Keep each verdict:</source>
        <translation>判定の表示時間(&amp;K):</translation>
    </message>
</context>
<context>
    <name>nq::RaceLane</name>
    <message>
        <location filename="../app/studio/compare/racelane.cpp" line="24"/>
        <source>%1 steps</source>
        <translation>%1 ステップ</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racelane.cpp" line="26"/>
        <source>%1 queens put</source>
        <translation>%1 個のクイーンを置いた</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racelane.cpp" line="28"/>
        <source>%1 tests</source>
        <translation>%1 回の検査</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racelane.cpp" line="101"/>
        <source>Board of %1</source>
        <translation>%1 の盤</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racelane.cpp" line="111"/>
        <source>Queens put %1 · tested %2 · solutions %3</source>
        <translation>置いたクイーン %1・検査 %2・解 %3</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racelane.cpp" line="125"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racelane.cpp" line="134"/>
        <source>First to finish: %1</source>
        <translation>一着：%1</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racelane.cpp" line="135"/>
        <source>Finished: %1</source>
        <translation>ゴール：%1</translation>
    </message>
</context>
<context>
    <name>nq::RacePage</name>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="204"/>
        <source>&amp;Board size n =</source>
        <translation>盤の大きさ n(&amp;B) =</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="205"/>
        <source>A &amp;tick moves each by:</source>
        <translation>1 拍で進める量(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="206"/>
        <source>a step</source>
        <translation>1 ステップ</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="207"/>
        <source>a queen put</source>
        <translation>クイーン 1 個</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="208"/>
        <source>a test</source>
        <translation>検査 1 回</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="209"/>
        <source>Steps favour the algorithms that say less; queens put and squares tested are the same work for every algorithm</source>
        <translation>ステップ数は説明の少ないアルゴリズムに有利です。置いたクイーンと調べたマスは、どのアルゴリズムでも同じ仕事量です</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="215"/>
        <source>(no board)</source>
        <translation>（盤なし）</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="218"/>
        <source>&amp;Start the Race</source>
        <translation>競走を始める(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="219"/>
        <source>Race of the algorithms: the playback keys move every board</source>
        <translation>アルゴリズムの競走：再生のキーがすべての盤を動かします</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="221"/>
        <source>Race in the Main &amp;Window</source>
        <translation>メインウィンドウで競走(&amp;W)</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="222"/>
        <source>The same race in the main window, where its play bar and presentation mode (F11) drive every board</source>
        <translation>同じ競走をメインウィンドウで行います。再生バーとプレゼンテーションモード（F11）がすべての盤を動かします</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="228"/>
        <source>To Start</source>
        <translation>最初へ</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="228"/>
        <source>Step Back</source>
        <translation>1 つ戻る</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="228"/>
        <source>Step</source>
        <translation>1 つ進む</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="228"/>
        <source>To End</source>
        <translation>最後へ</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="247"/>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="247"/>
        <source>Play</source>
        <translation>再生</translation>
    </message>
</context>
<context>
    <name>nq::RecordController</name>
    <message>
        <location filename="../app/studio/record/recordcontroller.cpp" line="112"/>
        <source>queens-%1-steps-%2-%3</source>
        <translation>queens-%1-steps-%2-%3</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recordcontroller.cpp" line="118"/>
        <location filename="../app/studio/record/recordcontroller.cpp" line="219"/>
        <source>Record Steps</source>
        <translation>ステップを録画</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recordcontroller.cpp" line="160"/>
        <source>Recording steps %L1 to %L2…</source>
        <translation>ステップ %L1 ～ %L2 を録画中…</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recordcontroller.cpp" line="164"/>
        <source>Recording</source>
        <translation>録画</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recordcontroller.cpp" line="165"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recordcontroller.cpp" line="166"/>
        <source>Stop recording; no file is written</source>
        <translation>録画を止めます（ファイルは書き込まれません）</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recordcontroller.cpp" line="184"/>
        <source>Cancelling the recording…</source>
        <translation>録画を取り消しています…</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recordcontroller.cpp" line="210"/>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recordcontroller.cpp" line="213"/>
        <source>Recording cancelled: no file was written.</source>
        <translation>録画を取り消しました：ファイルは書き込まれていません。</translation>
    </message>
</context>
<context>
    <name>nq::RecordDialog</name>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="26"/>
        <source>Record Steps</source>
        <translation>ステップを録画</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="37"/>
        <source>t&amp;o</source>
        <translation>～(&amp;O)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="42"/>
        <source>&amp;Steps from</source>
        <translation>ステップ(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="51"/>
        <source>MP4 video (H.264): slides, learning platforms, phones</source>
        <translation>MP4 動画（H.264）：スライド、学習プラットフォーム、スマートフォン向け</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="52"/>
        <source>WebM video (VP9)</source>
        <translation>WebM 動画（VP9）</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="53"/>
        <source>Animated GIF</source>
        <translation>アニメーション GIF</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="54"/>
        <source>Animated WebP</source>
        <translation>アニメーション WebP</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="55"/>
        <source>PNG frames in a folder</source>
        <translation>フォルダー内の PNG コマ</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="56"/>
        <source>Handout PDF: the frames in a grid, six a page</source>
        <translation>配布用 PDF：コマを格子状に、1 ページに 6 コマ</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="62"/>
        <source>&amp;Format</source>
        <translation>形式(&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="68"/>
        <source> steps a second</source>
        <translation> ステップ／秒</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="74"/>
        <source> pixels wide</source>
        <translation> ピクセル幅</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="75"/>
        <source>Si&amp;ze</source>
        <translation>サイズ(&amp;Z)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="88"/>
        <source>Words</source>
        <translation>文字</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="69"/>
        <source>Frame ra&amp;te</source>
        <translation>フレームレート(&amp;T)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="57"/>
        <source>Web page: the steps to play in any browser, offline</source>
        <translation>ウェブページ：どのブラウザーでもオフラインで再生できるステップ</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="76"/>
        <source>&amp;Wide (16:9) for slides: the words beside the board</source>
        <translation>ワイド (16:9、スライド向け): 文字は盤の横(&amp;W)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="78"/>
        <source>Frame</source>
        <translation>フレーム</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="79"/>
        <source>The step&apos;s &amp;caption</source>
        <translation>ステップの説明(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="81"/>
        <source>The cou&amp;nters</source>
        <translation>カウンター(&amp;N)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="83"/>
        <source>The &amp;pseudocode line</source>
        <translation>疑似コードの行(&amp;P)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="89"/>
        <source>Na&amp;rrate: each step&apos;s caption spoken, the frame held until it ends</source>
        <translation>ナレーション(&amp;R): 各ステップの字幕を読み上げ、読み終わるまでそのフレームを表示</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="93"/>
        <source>Sound</source>
        <translation>音声</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="95"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="96"/>
        <source>US Letter</source>
        <translation>US レター</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="98"/>
        <source>P&amp;aper</source>
        <translation>用紙(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="101"/>
        <source>&amp;Record…</source>
        <translation>録画(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="131"/>
        <source>The last step comes before the first.</source>
        <translation>最後のステップが最初のステップより前です。</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="134"/>
        <source>%L1 steps: a recording holds at most %L2.</source>
        <translation>%L1 ステップ：1 回の録画は最大 %L2 ステップです。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/record/recorddialog.cpp" line="136"/>
        <source>%n step(s); a solution and the end are held four times as long.</source>
        <translation>
            <numerusform>%n ステップ。解と終了は 4 倍の長さで表示されます。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="193"/>
        <source>MP4 video (*.mp4)</source>
        <translation>MP4 動画 (*.mp4)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="195"/>
        <source>WebM video (*.webm)</source>
        <translation>WebM 動画 (*.webm)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="197"/>
        <source>Animated GIF (*.gif)</source>
        <translation>アニメーション GIF (*.gif)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="199"/>
        <source>Animated WebP (*.webp)</source>
        <translation>アニメーション WebP (*.webp)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="201"/>
        <source>PDF handout (*.pdf)</source>
        <translation>配布用 PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="203"/>
        <source>Web page (*.html)</source>
        <translation>ウェブページ (*.html)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="207"/>
        <source>A new folder for the frames (*)</source>
        <translation>コマ用の新しいフォルダー (*)</translation>
    </message>
</context>
<context>
    <name>nq::RowSearchView</name>
    <message>
        <location filename="../app/studio/algorithms/rowsearchview.cpp" line="14"/>
        <source>The candidate board, as columns row by row:</source>
        <translation>候補の盤面 (各行のクイーンの列):</translation>
    </message>
    <message>
        <location filename="../app/studio/algorithms/rowsearchview.cpp" line="15"/>
        <source>x[row] = the column of each row&apos;s queen:</source>
        <translation>x[row] = 各行のクイーンの列:</translation>
    </message>
    <message>
        <location filename="../app/studio/algorithms/rowsearchview.cpp" line="31"/>
        <source>Complete boards checked: %L1 of %L2</source>
        <translation>検査した完成盤面: %L2 個中 %L1 個</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="20"/>
        <source>Not used here: each permutation puts all the queens down at once.</source>
        <translation>ここでは使いません：各順列はすべてのクイーンを一度に置きます。</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="23"/>
        <source>Not used here: squares are never tested one by one.</source>
        <translation>ここでは使いません：マスを 1 つずつ調べることはありません。</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="25"/>
        <location filename="../app/words/rowsearchwords.cpp" line="58"/>
        <source>Not used here: only complete boards are checked; see Queens under attack.</source>
        <translation>ここでは使いません：完成した盤面だけを調べます。「攻撃されているクイーン」を参照。</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="28"/>
        <source>Not used here: the next permutation replaces the board.</source>
        <translation>ここでは使いません：次の順列が盤面を置き換えます。</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="29"/>
        <source>Permutations checked</source>
        <translation>調べた順列</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="30"/>
        <source>Complete boards (one queen in every row and column) checked for diagonal attacks, out of n!.</source>
        <translation>対角線の攻撃を調べた完成盤面（各行・各列にクイーン 1 つ）の数。全部で n! 通り。</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="38"/>
        <source>Queens put on a square whose column is free.</source>
        <translation>列が空いているマスに置いたクイーン。</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="39"/>
        <source>Columns tested</source>
        <translation>調べた列</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="40"/>
        <source>Columns tried for the queen of the next row.</source>
        <translation>次の行のクイーンのために試した列。</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="41"/>
        <source>Column clashes</source>
        <translation>列の衝突</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="42"/>
        <source>Tried columns that a queen above already holds; diagonals are checked only on complete boards.</source>
        <translation>試した列のうち、上のクイーンがすでに使っていたもの。対角線は完成した盤面でだけ調べます。</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="45"/>
        <source>Queens taken off again to try the next column.</source>
        <translation>次の列を試すために取り除いたクイーン。</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="47"/>
        <source>Complete boards checked for diagonal attacks, out of n!.</source>
        <translation>対角線の攻撃を調べた完成盤面の数。全部で n! 通り。</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="54"/>
        <source>Queens put on a square, attacked or not.</source>
        <translation>攻撃されているかどうかに関係なくマスに置いたクイーン。</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="56"/>
        <source>Not used here: queens go down without a test.</source>
        <translation>ここでは使いません：クイーンは調べずに置かれます。</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="61"/>
        <source>Queens taken off to try the next square of their row.</source>
        <translation>同じ行の次のマスを試すために取り除いたクイーン。</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="63"/>
        <source>Complete boards (a queen in every row) checked, out of n^n.</source>
        <translation>調べた完成盤面（各行にクイーン 1 つ）の数。全部で n^n 通り。</translation>
    </message>
</context>
<context>
    <name>nq::RunUntilDialog</name>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="40"/>
        <source>Run Back Until</source>
        <translation>条件まで戻る</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="40"/>
        <source>Run Until</source>
        <translation>条件まで実行</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="44"/>
        <source>A solution</source>
        <translation>解</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="45"/>
        <source>Solution number…</source>
        <translation>何番目の解…</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="46"/>
        <source>A queen taken back</source>
        <translation>クイーンを取り除く</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="47"/>
        <source>A line of the pseudocode</source>
        <translation>擬似コードの行</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="48"/>
        <source>A queen put on a square</source>
        <translation>マスにクイーンを置く</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="49"/>
        <source>This many queens reached</source>
        <translation>クイーンがこの数になる</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="50"/>
        <source>Fewer queens than</source>
        <translation>クイーンがこの数より少なくなる</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="51"/>
        <source>Step number…</source>
        <translation>何番目のステップ…</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="52"/>
        <source>Go back to the last step with:</source>
        <translation>次の条件の直前のステップへ戻る：</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="52"/>
        <source>Play until the next step with:</source>
        <translation>次の条件のステップまで再生：</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="74"/>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="83"/>
        <source>&amp;Row</source>
        <translation>行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="85"/>
        <source>&amp;Column</source>
        <translation>列(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="87"/>
        <source>&amp;Pick on the Board</source>
        <translation>盤で選ぶ(&amp;P)</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="98"/>
        <source>Run &amp;Back</source>
        <translation>戻る(&amp;B)</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="98"/>
        <source>&amp;Run</source>
        <translation>実行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="111"/>
        <source>&amp;Solution number</source>
        <translation>解の番号(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="112"/>
        <source>&amp;Step</source>
        <translation>ステップ(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="113"/>
        <source>&amp;Queens</source>
        <translation>クイーンの数(&amp;Q)</translation>
    </message>
</context>
<context>
    <name>nq::ScenesView</name>
    <message>
        <location filename="../app/studio/lessons/scenesview.cpp" line="91"/>
        <source>A lesson had changes that were not saved when N-Queens Studio stopped.</source>
        <translation>N-Queens Studio が終了したとき、保存していない変更のあるレッスンがありました。</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/scenesview.cpp" line="93"/>
        <source>&amp;Recover It</source>
        <translation>復元する(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/scenesview.cpp" line="94"/>
        <source>Discard It</source>
        <translation>破棄する</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/scenesview.cpp" line="95"/>
        <source>Remove Scene</source>
        <translation>シーンを削除</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/scenesview.cpp" line="96"/>
        <source>Remove the scene selected from the lesson (Delete)</source>
        <translation>選んだシーンをレッスンから削除します（Delete）</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/scenesview.cpp" line="97"/>
        <source>Scenes of the lesson</source>
        <translation>レッスンのシーン</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/scenesview.cpp" line="118"/>
        <source>%1, %2 × %2</source>
        <translation>%1、%2 × %2</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/scenesview.cpp" line="131"/>
        <source>Scene %1: %2, %3 × %3</source>
        <translation>シーン %1：%2、%3 × %3</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/scenesview.cpp" line="137"/>
        <source>No scene yet: set the board up, then File &gt; Add Scene from Current View.</source>
        <translation>シーンはまだありません。盤面を整えてから［ファイル］＞［今の表示からシーンを追加］を選びます。</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/scenesview.cpp" line="139"/>
        <source>No lesson is open. File &gt; New Lesson starts one; File &gt; Example Lessons holds three.</source>
        <translation>開いているレッスンはありません。［ファイル］＞［新しいレッスン］で始めます。［ファイル］＞［レッスンの例］に 3 つあります。</translation>
    </message>
</context>
<context>
    <name>nq::ScoreView</name>
    <message>
        <location filename="../app/studio/predict/scoreview.cpp" line="91"/>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/scoreview.cpp" line="91"/>
        <source>Asked</source>
        <translation>出題</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/scoreview.cpp" line="91"/>
        <source>Right</source>
        <translation>正解</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/scoreview.cpp" line="92"/>
        <source>&amp;Questions…</source>
        <translation>質問(&amp;Q)…</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/scoreview.cpp" line="93"/>
        <source>&amp;Reset</source>
        <translation>リセット(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/scoreview.cpp" line="94"/>
        <source>&amp;Export Results…</source>
        <translation>結果をエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/scoreview.cpp" line="96"/>
        <source>Predict is off. Turn it on (Run &gt; Predict, Ctrl+P) to answer questions about the next step.</source>
        <translation>予想はオフです。オンにする（実行 &gt; 予想、Ctrl+P）と、次のステップについての質問に答えられます。</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/scoreview.cpp" line="100"/>
        <source>Right %1 of %2 · streak %3 (best %4)</source>
        <translation>%2 問中 %1 問正解 · 連続 %3（最高 %4）</translation>
    </message>
</context>
<context>
    <name>nq::ScormPackage</name>
    <message>
        <location filename="../app/film/scormpackage.cpp" line="94"/>
        <source>cannot make the SCORM package: %1</source>
        <translation>SCORM パッケージを作れません: %1</translation>
    </message>
</context>
<context>
    <name>nq::SearchTree</name>
    <message>
        <location filename="../core/searchtree.cpp" line="380"/>
        <source>not reached yet</source>
        <translation>まだ到達していない</translation>
    </message>
    <message>
        <location filename="../core/searchtree.cpp" line="383"/>
        <source>waiting in the frontier</source>
        <translation>フロンティアで待機中</translation>
    </message>
    <message>
        <location filename="../core/searchtree.cpp" line="386"/>
        <source>being searched</source>
        <translation>探索中</translation>
    </message>
    <message>
        <location filename="../core/searchtree.cpp" line="389"/>
        <source>1 child</source>
        <translation>子 1 個</translation>
    </message>
    <message>
        <location filename="../core/searchtree.cpp" line="390"/>
        <source>%L1 children</source>
        <translation>子 %L1 個</translation>
    </message>
    <message>
        <location filename="../core/searchtree.cpp" line="393"/>
        <source>dead end</source>
        <translation>行き止まり</translation>
    </message>
    <message>
        <location filename="../core/searchtree.cpp" line="396"/>
        <source>solution</source>
        <translation>解</translation>
    </message>
    <message>
        <location filename="../core/searchtree.cpp" line="400"/>
        <source>The empty board: %1</source>
        <translation>空の盤面：%1</translation>
    </message>
    <message>
        <location filename="../core/searchtree.cpp" line="401"/>
        <source>Row %1, column %2: %3, entered at step %L4</source>
        <translation>%1 行 %2 列：%3、ステップ %L4 で到達</translation>
    </message>
</context>
<context>
    <name>nq::ShortcutsDialog</name>
    <message>
        <location filename="../app/studio/window/shortcutsdialog.cpp" line="16"/>
        <source>Keyboard Shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <location filename="../app/studio/window/shortcutsdialog.cpp" line="25"/>
        <source> or </source>
        <translation> または </translation>
    </message>
    <message>
        <location filename="../app/studio/window/shortcutsdialog.cpp" line="28"/>
        <source>Alt + the underlined letter</source>
        <translation>Alt + 下線の文字</translation>
    </message>
    <message>
        <location filename="../app/studio/window/shortcutsdialog.cpp" line="29"/>
        <source>Go to the control of a label (Problem, Algorithm, Queens, Board size, Timeline)</source>
        <translation>ラベルのコントロールへ移動（問題、アルゴリズム、クイーン、盤面サイズ、タイムライン）</translation>
    </message>
    <message>
        <location filename="../app/studio/window/shortcutsdialog.cpp" line="30"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab、Shift+Tab</translation>
    </message>
    <message>
        <location filename="../app/studio/window/shortcutsdialog.cpp" line="30"/>
        <source>Go to the next or the previous control</source>
        <translation>次または前のコントロールへ移動</translation>
    </message>
    <message>
        <location filename="../app/studio/window/shortcutsdialog.cpp" line="31"/>
        <source>Arrows, Enter or Space</source>
        <translation>矢印、Enter または Space</translation>
    </message>
    <message>
        <location filename="../app/studio/window/shortcutsdialog.cpp" line="32"/>
        <source>Explore by Hand: move the cursor on the board, put or take a queen</source>
        <translation>手で探す：盤上のカーソルを動かし、クイーンを置く・取る</translation>
    </message>
    <message>
        <location filename="../app/studio/window/shortcutsdialog.cpp" line="33"/>
        <source>Home, End, arrows</source>
        <translation>Home、End、矢印</translation>
    </message>
    <message>
        <location filename="../app/studio/window/shortcutsdialog.cpp" line="34"/>
        <source>In a list, a field or the step log: move there, not in the run</source>
        <translation>リスト、入力欄、ステップログでは：実行ではなくそこを移動</translation>
    </message>
    <message>
        <location filename="../app/studio/window/shortcutsdialog.cpp" line="35"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../app/studio/window/shortcutsdialog.cpp" line="35"/>
        <source>In Go to step or Solution number: go there</source>
        <translation>「ステップへ移動」や「解の番号」では：そこへ移動</translation>
    </message>
    <message>
        <location filename="../app/studio/window/shortcutsdialog.cpp" line="37"/>
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <location filename="../app/studio/window/shortcutsdialog.cpp" line="37"/>
        <source>Does</source>
        <translation>動作</translation>
    </message>
    <message>
        <location filename="../app/studio/window/shortcutsdialog.cpp" line="49"/>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
</context>
<context>
    <name>nq::SolutionBrowser</name>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="165"/>
        <source>One per class</source>
        <translation>各クラス 1 つ</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="166"/>
        <source>All solutions</source>
        <translation>すべての解</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="166"/>
        <source>All sets</source>
        <translation>すべての集合</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="174"/>
        <source>Show</source>
        <translation>表示</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="175"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="108"/>
        <source>Listing cancelled.</source>
        <translation>一覧の作成をキャンセルしました。</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="168"/>
        <source>&amp;Go to:</source>
        <translation>移動(&amp;G):</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="169"/>
        <source>Set</source>
        <translation>集合</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="169"/>
        <source>Solution</source>
        <translation>解</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="170"/>
        <source>Class</source>
        <translation>クラス</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="171"/>
        <source>Go to a solution or a class</source>
        <translation>解またはクラスへ移動</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="172"/>
        <source>Covering sets by symmetry class</source>
        <translation>対称クラス別の被覆集合</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="173"/>
        <source>Solutions by symmetry class</source>
        <translation>対称クラス別の解</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="182"/>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="255"/>
        <source>The browser lists boards up to %1 × %1.</source>
        <translation>一覧にできるのは %1 × %1 までの盤面です。</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="192"/>
        <source>Looking for every set of %1 queens that do not attack each other and cover the %2 × %2 board…</source>
        <translation>互いに攻撃せず %2 × %2 の盤面を覆う、クイーン %1 個の集合をすべて探しています…</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="196"/>
        <source>Looking for every set of %1 queens that covers the %2 × %2 board…</source>
        <translation>%2 × %2 の盤面を覆う、クイーン %1 個の集合をすべて探しています…</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="199"/>
        <source>Listing the solutions of %1 × %1…</source>
        <translation>%1 × %1 の解を一覧にしています…</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowserpick.cpp" line="78"/>
        <source>Filtering…</source>
        <translation>絞り込み中…</translation>
    </message>
</context>
<context>
    <name>nq::SolutionCatalog</name>
    <message>
        <location filename="../core/solutioncatalog.cpp" line="265"/>
        <source>%L1 × %2</source>
        <translation>%L1 × %2</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalog.cpp" line="270"/>
        <source>No single queen covers the %1 × %1 board: the search tried every square.</source>
        <translation>%1 × %1 の盤面を 1 個で覆えるクイーンはありません。探索ですべてのマスを試しました。</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalog.cpp" line="275"/>
        <source>No set of %1 queens that do not attack each other covers the %2 × %2 board: the search tried every possibility.</source>
        <translation>%2 × %2 の盤面を覆う、互いに攻撃しないクイーン %1 個の集合はありません。探索ですべての可能性を試しました。</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalog.cpp" line="279"/>
        <source>No set of %1 queens covers the %2 × %2 board: the search tried every possibility.</source>
        <translation>%2 × %2 の盤面を覆うクイーン %1 個の集合はありません。探索ですべての可能性を試しました。</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalog.cpp" line="296"/>
        <source>No solutions on a %1 × %1 board.</source>
        <translation>%1 × %1 の盤面には解がありません。</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalog.cpp" line="298"/>
        <source>1 solution</source>
        <translation>解 1 個</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalog.cpp" line="298"/>
        <source>%L1 solutions</source>
        <translation>解 %L1 個</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalog.cpp" line="292"/>
        <location filename="../core/solutioncatalog.cpp" line="299"/>
        <source>1 class</source>
        <translation>1 クラス</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalogsets.cpp" line="49"/>
        <source>More sets of %1 queens cover the %2 × %2 board than can be counted. Choose fewer queens.</source>
        <translation>%1 個のクイーンで %2 × %2 の盤を覆う集合は、数えきれないほどあります。クイーンの数を減らしてください。</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalogsets.cpp" line="80"/>
        <source>%L1 sets of %2 queens cover the %3 × %3 board, more than the %L4 the browser lists. Choose fewer queens.</source>
        <translation>%2 個のクイーンで %3 × %3 の盤を覆う集合は %L1 個あり、ブラウザーが一覧にできる %L4 個を超えています。クイーンの数を減らしてください。</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalogsets.cpp" line="67"/>
        <source>More than %L1 sets of %2 queens cover the %3 × %3 board: too many to list. Choose fewer queens.</source>
        <translation>%3 × %3 の盤面を覆うクイーン %2 個の集合は %L1 個を超え、多すぎて一覧にできません。クイーンの数を減らしてください。</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalogsets.cpp" line="57"/>
        <source>How many sets of %1 queens cover the %2 × %2 board cannot be told in a few seconds (%L3 found so far). Choose fewer queens.</source>
        <translation>%2 × %2 の盤面を覆う %1 個のクイーンの集合がいくつあるか、数秒ではわかりません (これまでに %L3 個)。クイーンの数を減らしてください。</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalog.cpp" line="285"/>
        <source>%L1 covering sets in %L2 classes (%3); one board a class is listed</source>
        <translation>支配集合 %L1 個、%L2 クラス（%3）。各クラス 1 つの盤面を表示</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalog.cpp" line="289"/>
        <source>1 covering set</source>
        <translation>支配集合 1 個</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalog.cpp" line="290"/>
        <source>%L1 covering sets</source>
        <translation>支配集合 %L1 個</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalog.cpp" line="292"/>
        <location filename="../core/solutioncatalog.cpp" line="299"/>
        <source>%L1 classes</source>
        <translation>%L1 クラス</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalog.cpp" line="293"/>
        <location filename="../core/solutioncatalog.cpp" line="300"/>
        <source>%1 in %2 (%3)</source>
        <translation>%1、%2 (%3)</translation>
    </message>
    <message>
        <location filename="../core/dominationclasses.cpp" line="62"/>
        <source>%L1 sets of %2 queens cover the %3 × %3 board, in more than %L4 classes: too many to list. Choose fewer queens.</source>
        <translation>%2 個のクイーンで %3 × %3 の盤面を支配する集合は %L1 個、%L4 を超えるクラスがあり一覧にできません。クイーンを減らしてください。</translation>
    </message>
</context>
<context>
    <name>nq::SpeechController</name>
    <message>
        <location filename="../app/studio/speech/speechcontroller.cpp" line="142"/>
        <source>No Voice for This Language</source>
        <translation>この言語の音声がありません</translation>
    </message>
</context>
<context>
    <name>nq::SpeechDialog</name>
    <message>
        <location filename="../app/studio/speech/speechdialog.cpp" line="20"/>
        <source>&amp;Speak each caption</source>
        <translation>各字幕を読み上げる(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/studio/speech/speechdialog.cpp" line="24"/>
        <source>Speech Settings</source>
        <translation>音声の設定</translation>
    </message>
    <message>
        <location filename="../app/studio/speech/speechdialog.cpp" line="26"/>
        <source>The system&apos;s voice</source>
        <translation>システムの音声</translation>
    </message>
    <message>
        <location filename="../app/studio/speech/speechdialog.cpp" line="41"/>
        <source>&amp;Voice:</source>
        <translation>音声(&amp;V):</translation>
    </message>
    <message>
        <location filename="../app/studio/speech/speechdialog.cpp" line="50"/>
        <source>&amp;Rate:</source>
        <translation>速さ(&amp;R):</translation>
    </message>
    <message>
        <location filename="../app/studio/speech/speechdialog.cpp" line="52"/>
        <source>Slower</source>
        <translation>遅く</translation>
    </message>
    <message>
        <location filename="../app/studio/speech/speechdialog.cpp" line="52"/>
        <source>Faster</source>
        <translation>速く</translation>
    </message>
    <message>
        <location filename="../app/studio/speech/speechdialog.cpp" line="53"/>
        <source>V&amp;olume:</source>
        <translation>音量(&amp;O):</translation>
    </message>
    <message>
        <location filename="../app/studio/speech/speechdialog.cpp" line="55"/>
        <source>Quiet</source>
        <translation>小さく</translation>
    </message>
    <message>
        <location filename="../app/studio/speech/speechdialog.cpp" line="55"/>
        <source>Loud</source>
        <translation>大きく</translation>
    </message>
    <message>
        <location filename="../app/studio/speech/speechdialog.cpp" line="56"/>
        <source>Rate</source>
        <translation>速さ</translation>
    </message>
    <message>
        <location filename="../app/studio/speech/speechdialog.cpp" line="57"/>
        <source>Volume</source>
        <translation>音量</translation>
    </message>
    <message>
        <location filename="../app/studio/speech/speechdialog.cpp" line="59"/>
        <source>&amp;Try the Voice</source>
        <translation>音声を試す(&amp;T)</translation>
    </message>
    <message>
        <location filename="../app/studio/speech/speechdialog.cpp" line="86"/>
        <source>Put a queen in row 1, column 1.</source>
        <translation>1 行 1 列にクイーンを置きます。</translation>
    </message>
</context>
<context>
    <name>nq::SquarePicker</name>
    <message>
        <location filename="../app/studio/browser/squarepicker.cpp" line="114"/>
        <source>Queens that must stand: %1</source>
        <translation>置くべきクイーン：%1</translation>
    </message>
</context>
<context>
    <name>nq::StartupOptions</name>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="19"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="22"/>
        <source>Start with this algorithm (see nqueens algorithms).</source>
        <translation>このアルゴリズムで始める（nqueens algorithms を参照）。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="24"/>
        <source>Start with the domination problem: K queens that cover the board.</source>
        <translation>支配問題で始める：盤面全体を覆う K 個のクイーン。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="25"/>
        <location filename="../app/studio/platform/startupoptions.cpp" line="33"/>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="27"/>
        <source>With --dominate: no two queens attack each other.</source>
        <translation>--dominate と併用：どの 2 つのクイーンも互いに攻撃しない。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="28"/>
        <source>The board size, N x N.</source>
        <translation>盤面のサイズ（N × N）。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="28"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="30"/>
        <source>Steps per second, from 0.25 to 250000, or max.</source>
        <translation>1 秒あたりのステップ数（0.25〜250000）、または max。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="30"/>
        <source>SPEED</source>
        <translation>速度</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="31"/>
        <source>Play at once.</source>
        <translation>すぐに再生する。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="33"/>
        <source>Go to step K of the run once it has started.</source>
        <translation>実行が始まったら、そのステップ K へ移動します。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="34"/>
        <source>Start in presentation mode.</source>
        <translation>プレゼンテーションモードで開始します。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="36"/>
        <source>Speak each caption with the system&apos;s voice (View &gt; Speak Captions).</source>
        <translation>各字幕をシステムの音声で読み上げる (表示 &gt; 字幕を読み上げる)。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="39"/>
        <source>The language for this session: en, ja or zh_CN.</source>
        <translation>このセッションの言語: en、ja、zh_CN のいずれか。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="39"/>
        <source>CODE</source>
        <translation>CODE</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="41"/>
        <source>The panel in sight: tree, log, data or browser.</source>
        <translation>表示するパネル: tree、log、data、browser のいずれか。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="41"/>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="43"/>
        <source>Start a class session (on PORT when a port number follows: --class [PORT]) and print its address and code.</source>
        <translation>授業セッションを開始し (ポート番号が続けばそのポートで: --class [PORT])、アドレスとコードを出力します。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="53"/>
        <source>The colours for this session: light or dark.</source>
        <translation>このセッションの配色: light または dark。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="55"/>
        <source>THEME</source>
        <translation>THEME</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="57"/>
        <source>Print this help and quit.</source>
        <translation>このヘルプを表示して終了する。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="59"/>
        <source>Print the version and quit.</source>
        <translation>バージョンを表示して終了する。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="83"/>
        <source>nqueens-studio: unknown option &apos;%1&apos;</source>
        <translation>nqueens-studio: 不明なオプション &apos;%1&apos; です</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="87"/>
        <source>nqueens-studio: option &apos;%1&apos; needs a value</source>
        <translation>nqueens-studio: オプション &apos;%1&apos; には値が必要です</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="89"/>
        <source>nqueens-studio: option &apos;%1&apos; takes no value, not &apos;%2&apos;</source>
        <translation>nqueens-studio: オプション &apos;%1&apos; は値を取りません（&apos;%2&apos; は不可）</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="93"/>
        <source>A lesson (.nqlesson) to open.</source>
        <translation>開くレッスン（.nqlesson）。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="118"/>
        <source>nqueens-studio: unknown algorithm &apos;%1&apos; (known: %2)</source>
        <translation>nqueens-studio: 不明なアルゴリズム &apos;%1&apos; です (使用可能: %2)</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="128"/>
        <source>nqueens-studio: --dominate must be a number of queens from 1 to %1, not &apos;%2&apos;</source>
        <translation>nqueens-studio: --dominate にはクイーンの数を 1 から %1 までで指定してください (&apos;%2&apos; は無効)</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="142"/>
        <source>nqueens-studio: --speed must be steps per second from 0.25 to 250000, or max, not &apos;%1&apos;</source>
        <translation>nqueens-studio: --speed には 0.25 から 250000 までの毎秒ステップ数か max を指定してください (&apos;%1&apos; は無効)</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="153"/>
        <source>nqueens-studio: --step must be a step number from 0, not &apos;%1&apos;</source>
        <translation>nqueens-studio: --step は 0 以上のステップ番号です (&apos;%1&apos; ではありません)</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="168"/>
        <source>nqueens-studio: --language must be one of %1, not &apos;%2&apos;</source>
        <translation>nqueens-studio: --language は %1 のいずれかです (&apos;%2&apos; ではありません)</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="182"/>
        <source>nqueens-studio: --panel must be tree, log, data or browser, not &apos;%1&apos;</source>
        <translation>nqueens-studio: --panel は tree、log、data、browser のいずれかです (&apos;%1&apos; ではありません)</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="191"/>
        <source>nqueens-studio: --theme must be light or dark, not &apos;%1&apos;</source>
        <translation>nqueens-studio: --theme は light または dark です (&apos;%1&apos; ではありません)</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="203"/>
        <source>nqueens-studio: --class takes a port from 1 to 65535, not &apos;%1&apos;</source>
        <translation>nqueens-studio: --class のポートは 1 から 65535 です (&apos;%1&apos; ではありません)</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="211"/>
        <source>nqueens-studio: give one lesson file to open, not %1</source>
        <translation>nqueens-studio: 開くレッスンファイルは 1 つだけ指定してください（%1 個ではなく）</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="225"/>
        <source>nqueens-studio: --dominate %1 needs a board of at least %1 × %1, not %2 × %2</source>
        <translation>nqueens-studio: --dominate %1 には %1 × %1 以上の盤面が必要です (%2 × %2 は不可)</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="232"/>
        <source>nqueens-studio: --size must be a whole number from 1 to %1 for %2, not &apos;%3&apos;</source>
        <translation>nqueens-studio: %2 では --size に 1 から %1 までの整数を指定してください (&apos;%3&apos; は無効)</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="96"/>
        <source>N-Queens Studio: watch the classic N-Queens algorithms step by step, explore every solution and its symmetries, and export pictures of boards.</source>
        <translation>N-Queens Studio：古典的な N クイーンのアルゴリズムを 1 ステップずつ観察し、すべての解とその対称性を調べ、盤面の画像を書き出します。</translation>
    </message>
</context>
<context>
    <name>nq::StepCaption</name>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="12"/>
        <source>Ready. Press Space to play, or the Right arrow key for one step.</source>
        <translation>準備完了。Space キーで再生、右矢印キーで 1 ステップ進みます。</translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="17"/>
        <source>The board before the first step: the search starts here.</source>
        <translation>最初のステップの前の盤面: 探索はここから始まります。</translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="28"/>
        <source>Try row %1, column %2.</source>
        <translation>行 %1、列 %2 を試します。</translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="32"/>
        <source>Row %1, column %2 is attacked by the queen on row %3 along its column.</source>
        <translation>行 %1、列 %2 は、行 %3 のクイーンから列に沿って攻撃されています。</translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="37"/>
        <source>Row %1, column %2 is attacked by the queen on row %3 along a diagonal.</source>
        <translation>行 %1、列 %2 は、行 %3 のクイーンから対角線に沿って攻撃されています。</translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="42"/>
        <source>Row %1, column %2 is attacked by the queen on row %3 along an anti-diagonal.</source>
        <translation>行 %1、列 %2 は、行 %3 のクイーンから逆対角線に沿って攻撃されています。</translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="48"/>
        <source>Row %1, column %2 is attacked.</source>
        <translation>行 %1、列 %2 は攻撃されています。</translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="51"/>
        <source>Place a queen on row %1, column %2.</source>
        <translation>行 %1、列 %2 にクイーンを置きます。</translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="53"/>
        <source>Take the queen off row %1, column %2 and go back.</source>
        <translation>行 %1、列 %2 のクイーンを取り除いて引き返します。</translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="59"/>
        <source>A new board with one queen in every row and column.</source>
        <translation>各行・各列にクイーンが 1 つずつある新しい盤面です。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/stepcaption.cpp" line="61"/>
        <source>A board with queens on %n row(s), row by row in columns %1 (· for an empty row).</source>
        <translation>
            <numerusform>クイーンが %n 行にある盤面。各行の列は %1（· は空の行）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="65"/>
        <source>A new board: the queens stand in columns %1.</source>
        <translation>新しい盤面: クイーンの列は %1 です。</translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="69"/>
        <source>Check the whole board: no two queens attack each other.</source>
        <translation>盤面全体を検査: 攻撃し合うクイーンはありません。</translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="72"/>
        <source>Check the whole board: the queens on rows %1 and %2 share a column.</source>
        <translation>盤面全体を検査: 行 %1 と行 %2 のクイーンが同じ列にあります。</translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="77"/>
        <source>Check the whole board: the queens on rows %1 and %2 share a diagonal.</source>
        <translation>盤面全体を検査: 行 %1 と行 %2 のクイーンが同じ対角線上にあります。</translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="81"/>
        <source>Check the whole board: two queens attack each other.</source>
        <translation>盤面全体を検査: 攻撃し合うクイーンがあります。</translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="84"/>
        <source>Solution %L1: every row has a queen and none attacks another.</source>
        <translation>解 %L1: すべての行にクイーンがあり、互いに攻撃し合うものはありません。</translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="87"/>
        <source>Look at row %1, column %2.</source>
        <translation>行 %1、列 %2 を見ます。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/stepcaption.cpp" line="91"/>
        <source>Finished: %Ln solution(s) found.</source>
        <translation>
            <numerusform>終了: 解が %Ln 個見つかりました。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nq::StepLog</name>
    <message>
        <location filename="../app/studio/panels/steplog.cpp" line="31"/>
        <location filename="../app/studio/panels/steplog.cpp" line="216"/>
        <source>Step log</source>
        <translation>ステップログ</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/steplog.cpp" line="70"/>
        <source>Each step appears here as the run plays; click one to go back to it.</source>
        <translation>実行が進むと各ステップがここに表示されます。クリックするとそのステップに戻ります。</translation>
    </message>
</context>
<context>
    <name>nq::StepLogAccessible</name>
    <message>
        <location filename="../app/studio/panels/steplogaccessible.cpp" line="31"/>
        <source>Step %L1</source>
        <translation>ステップ %L1</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/steplogaccessible.cpp" line="32"/>
        <source>%L1. %2</source>
        <translation>%L1. %2</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/steplogaccessible.cpp" line="79"/>
        <source>Step log</source>
        <translation>ステップログ</translation>
    </message>
</context>
<context>
    <name>nq::StopText</name>
    <message>
        <location filename="../core/stoptext.cpp" line="30"/>
        <source>%1 has no line &quot;%2&quot;; its lines are %3</source>
        <translation>%1 に行「%2」はありません。行は %3 です</translation>
    </message>
    <message>
        <location filename="../core/stoptext.cpp" line="37"/>
        <source>line %1 (&quot;%2&quot;) of %3 makes no step of its own, so nothing can stop there</source>
        <translation>%3 の %1 行目（「%2」）はそれ自体のステップを作らないので、そこでは止まれません</translation>
    </message>
    <message>
        <location filename="../core/stoptext.cpp" line="70"/>
        <source>an empty breakpoint</source>
        <translation>空のブレークポイント</translation>
    </message>
    <message>
        <location filename="../core/stoptext.cpp" line="97"/>
        <source>&quot;%1&quot;: a row or column is a number from 1 to %2</source>
        <translation>「%1」：行と列は 1 から %2 までの数です</translation>
    </message>
    <message>
        <location filename="../core/stoptext.cpp" line="98"/>
        <source>&quot;%1&quot; is not a condition; a breakpoint takes row=R, col=C, every=K and off</source>
        <translation>「%1」は条件ではありません。ブレークポイントの条件は row=R、col=C、every=K、off です</translation>
    </message>
    <message>
        <location filename="../core/stoptext.cpp" line="103"/>
        <source>a column needs its row: row=R col=C</source>
        <translation>列には行も必要です：row=R col=C</translation>
    </message>
    <message>
        <location filename="../core/stoptext.cpp" line="152"/>
        <source>the kind of stop is missing before &quot;=&quot;: %1</source>
        <translation>&quot;=&quot; の前に停止の種類がありません: %1</translation>
    </message>
    <message>
        <location filename="../core/stoptext.cpp" line="158"/>
        <source>&quot;%1&quot; needs a value: %2</source>
        <translation>「%1」には値が必要です：%2</translation>
    </message>
    <message>
        <location filename="../core/stoptext.cpp" line="162"/>
        <source>&quot;%1&quot; takes no value</source>
        <translation>「%1」は値を取りません</translation>
    </message>
    <message>
        <location filename="../core/stoptext.cpp" line="175"/>
        <source>nth-solution=K: K is a whole number from 1, not &quot;%1&quot;</source>
        <translation>nth-solution=K：K は 1 以上の整数です（「%1」ではありません）</translation>
    </message>
    <message>
        <location filename="../core/stoptext.cpp" line="181"/>
        <source>step=N: N is a whole number from 1, not &quot;%1&quot;</source>
        <translation>step=N：N は 1 以上の整数です（「%1」ではありません）</translation>
    </message>
    <message>
        <location filename="../core/stoptext.cpp" line="188"/>
        <source>%1=D: D is a number of queens from %2 to %3, not &quot;%4&quot;</source>
        <translation>%1=D：D は %2 から %3 までのクイーンの数です（「%4」ではありません）</translation>
    </message>
    <message>
        <location filename="../core/stoptext.cpp" line="201"/>
        <source>place=R,C: a row and a column from 1 to %1, not &quot;%2&quot;</source>
        <translation>place=R,C：1 から %1 までの行と列です（「%2」ではありません）</translation>
    </message>
    <message>
        <location filename="../core/stoptext.cpp" line="212"/>
        <source>&quot;%1&quot; is not a stop condition; the conditions are %2</source>
        <translation>「%1」は停止条件ではありません。条件は %2 です</translation>
    </message>
</context>
<context>
    <name>nq::StopWords</name>
    <message>
        <location filename="../app/words/stopwords.cpp" line="12"/>
        <source>line %1, %2</source>
        <translation>%1 行目「%2」</translation>
    </message>
    <message>
        <location filename="../app/words/stopwords.cpp" line="19"/>
        <source>on (%1, %2)</source>
        <translation>(%1, %2) で</translation>
    </message>
    <message>
        <location filename="../app/words/stopwords.cpp" line="21"/>
        <source>row %1</source>
        <translation>%1 行目</translation>
    </message>
    <message>
        <location filename="../app/words/stopwords.cpp" line="23"/>
        <source>every %1 hits</source>
        <translation>%1 回ごと</translation>
    </message>
    <message>
        <location filename="../app/words/stopwords.cpp" line="32"/>
        <source>the end of the run</source>
        <translation>実行の終わり</translation>
    </message>
    <message>
        <location filename="../app/words/stopwords.cpp" line="34"/>
        <source>a solution</source>
        <translation>解</translation>
    </message>
    <message>
        <location filename="../app/words/stopwords.cpp" line="36"/>
        <source>solution %L1</source>
        <translation>%L1 番目の解</translation>
    </message>
    <message>
        <location filename="../app/words/stopwords.cpp" line="38"/>
        <source>a queen taken back</source>
        <translation>クイーンを取り除く</translation>
    </message>
    <message>
        <location filename="../app/words/stopwords.cpp" line="42"/>
        <source>a queen put on (%1, %2)</source>
        <translation>(%1, %2) にクイーンを置く</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/stopwords.cpp" line="44"/>
        <source>%n queen(s) on the board</source>
        <translation>
            <numerusform>盤上のクイーンが %n 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/stopwords.cpp" line="46"/>
        <source>fewer than %n queen(s) on the board</source>
        <translation>
            <numerusform>盤上のクイーンが %n 個未満</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/words/stopwords.cpp" line="48"/>
        <source>step %L1</source>
        <translation>ステップ %L1</translation>
    </message>
    <message>
        <location filename="../app/words/stopwords.cpp" line="50"/>
        <source>a breakpoint</source>
        <translation>ブレークポイント</translation>
    </message>
    <message>
        <location filename="../app/words/stopwords.cpp" line="64"/>
        <source>Stopped at breakpoint: %1 (hit %L2).</source>
        <translation>ブレークポイントで停止：%1（%L2 回目）。</translation>
    </message>
    <message>
        <location filename="../app/words/stopwords.cpp" line="67"/>
        <source>Stopped at breakpoint: %1.</source>
        <translation>ブレークポイントで停止：%1。</translation>
    </message>
    <message>
        <location filename="../app/words/stopwords.cpp" line="69"/>
        <source>Went back to %1.</source>
        <translation>%1 まで戻りました。</translation>
    </message>
    <message>
        <location filename="../app/words/stopwords.cpp" line="70"/>
        <source>Stopped at %1.</source>
        <translation>%1 で停止しました。</translation>
    </message>
    <message>
        <location filename="../app/words/stopwords.cpp" line="76"/>
        <source>No earlier step with %1: still at step %L2.</source>
        <translation>これより前に %1 のステップはありません。ステップ %L2 のままです。</translation>
    </message>
</context>
<context>
    <name>nq::Symmetry</name>
    <message>
        <location filename="../core/symmetry.cpp" line="210"/>
        <source>unchanged</source>
        <translation>そのまま</translation>
    </message>
    <message>
        <location filename="../core/symmetry.cpp" line="212"/>
        <source>turned 90° clockwise</source>
        <translation>時計回りに 90° 回転</translation>
    </message>
    <message>
        <location filename="../core/symmetry.cpp" line="214"/>
        <source>turned 180°</source>
        <translation>180° 回転</translation>
    </message>
    <message>
        <location filename="../core/symmetry.cpp" line="216"/>
        <source>turned 90° anticlockwise</source>
        <translation>反時計回りに 90° 回転</translation>
    </message>
    <message>
        <location filename="../core/symmetry.cpp" line="218"/>
        <source>reflected in the horizontal axis (top ↔ bottom)</source>
        <translation>水平軸で反転（上 ↔ 下）</translation>
    </message>
    <message>
        <location filename="../core/symmetry.cpp" line="220"/>
        <source>reflected in the vertical axis (left ↔ right)</source>
        <translation>垂直軸で反転（左 ↔ 右）</translation>
    </message>
    <message>
        <location filename="../core/symmetry.cpp" line="222"/>
        <source>reflected in the ╲ diagonal</source>
        <translation>╲ の対角線で反転</translation>
    </message>
    <message>
        <location filename="../core/symmetry.cpp" line="224"/>
        <source>reflected in the ╱ diagonal</source>
        <translation>╱ の対角線で反転</translation>
    </message>
</context>
<context>
    <name>nq::Theme</name>
    <message>
        <location filename="../app/render/theme.cpp" line="60"/>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <location filename="../app/render/theme.cpp" line="62"/>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <location filename="../app/render/theme.cpp" line="64"/>
        <source>Print</source>
        <translation>印刷用</translation>
    </message>
</context>
<context>
    <name>nq::TimelineBar</name>
    <message>
        <location filename="../app/studio/playback/timelinebar.cpp" line="364"/>
        <source>Step %L1 of %L2 so far</source>
        <translation>ステップ %L1 / これまでの %L2</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/timelinebar.cpp" line="284"/>
        <location filename="../app/studio/playback/timelinebar.cpp" line="359"/>
        <source>Step %L1 of %L2</source>
        <translation>ステップ %L1 / %L2</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/timelinebar.cpp" line="257"/>
        <source>Recording range: steps %L1 to %L2</source>
        <translation>録画の範囲：ステップ %L1 ～ %L2</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/timelinebar.cpp" line="336"/>
        <source>The run: %1 (not on the board)</source>
        <translation>実行：%1（盤面には表示されていません）</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/timelinebar.cpp" line="341"/>
        <source>· recording from step %L1 (] marks its end)</source>
        <translation>· 録画はステップ %L1 から (] で終わりを指定)</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/timelinebar.cpp" line="342"/>
        <source>· recording steps %L1 to %L2</source>
        <translation>· 録画はステップ %L1 から %L2 まで</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/timelinebar.cpp" line="352"/>
        <source>Step %L1, going to %L2: %L3 read</source>
        <translation>ステップ %L1、%L2 へ移動中：%L3 ステップ読み込み済み</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/timelinebar.cpp" line="356"/>
        <source>Step %L1, reading to the end: %L2 read</source>
        <translation>ステップ %L1、最後まで読み込み中：%L2 ステップ読み込み済み</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/timelinebar.cpp" line="363"/>
        <source>Step %L1</source>
        <translation>ステップ %L1</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/timelinebar.cpp" line="404"/>
        <source>&amp;Timeline:</source>
        <translation>タイムライン(&amp;T):</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/timelinebar.cpp" line="406"/>
        <location filename="../app/studio/playback/timelinebar.cpp" line="407"/>
        <source>Go to step</source>
        <translation>ステップへ移動</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/timelinebar.cpp" line="408"/>
        <source>Type a step number and press Enter (Ctrl+G)</source>
        <translation>ステップ番号を入力して Enter を押します（Ctrl+G）</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/timelinebar.cpp" line="405"/>
        <source>Timeline</source>
        <translation>タイムライン</translation>
    </message>
</context>
<context>
    <name>nq::Transport</name>
    <message>
        <location filename="../app/studio/playback/transport.cpp" line="27"/>
        <source>Maximum</source>
        <translation>最大</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/transport.cpp" line="29"/>
        <source>1 step every %1 s</source>
        <translation>%1 秒に 1 ステップ</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/transport.cpp" line="31"/>
        <source>1 step per second</source>
        <translation>毎秒 1 ステップ</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/transport.cpp" line="32"/>
        <source>%L1 steps per second</source>
        <translation>毎秒 %L1 ステップ</translation>
    </message>
</context>
<context>
    <name>nq::TreePanel</name>
    <message>
        <location filename="../app/studio/tree/treepanel.cpp" line="127"/>
        <source>Fold Finished</source>
        <translation>終わった部分を畳む</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/treepanel.cpp" line="128"/>
        <source>Fold every subtree the search has finished with into one node</source>
        <translation>探索が終わった部分木をそれぞれ 1 つのノードに畳みます</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/treepanel.cpp" line="129"/>
        <source>Unfold All</source>
        <translation>すべて展開</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/treepanel.cpp" line="130"/>
        <source>Fit</source>
        <translation>全体表示</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/treepanel.cpp" line="131"/>
        <source>Zoom to fit (Ctrl+0); Ctrl+wheel zooms</source>
        <translation>全体が収まるように拡大縮小（Ctrl+0）。Ctrl+ホイールで拡大縮小</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/treepanel.cpp" line="132"/>
        <source>Search tree</source>
        <translation>探索木</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/treepanel.cpp" line="135"/>
        <source>The construction places every queen by a formula that depends on n mod 6: it searches nothing, so there is no tree to draw.</source>
        <translation>構成法は n mod 6 による式ですべてのクイーンを置きます。何も探索しないので、描く木はありません。</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/treepanel.cpp" line="138"/>
        <source>Min-conflicts starts from a full board and moves queens: it searches no tree. The chart below shows how many queens are under attack after each step.</source>
        <translation>最小衝突法はクイーンで埋まった盤面から始めてクイーンを動かします。木は探索しません。下のグラフは各ステップ後に攻撃されているクイーンの数です。</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/treepanel.cpp" line="345"/>
        <source>Building the tree…</source>
        <translation>木を作成中…</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/tree/treepanel.cpp" line="361"/>
        <source>%1 of %2 nodes entered, %3 dead ends and %Ln solution(s) so far.</source>
        <translation>
            <numerusform>%2 ノード中 %1 に到達、これまでに行き止まり %3、解 %Ln。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/tree/treepanel.cpp" line="367"/>
        <source>Past %1 nodes the deeper ones are counted on their ancestors, not drawn.</source>
        <translation>%1 ノードを超えた深い部分は描かず、祖先のノードで数えています。</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/treepanel.cpp" line="371"/>
        <source>The run is too long: its tree is shown to step %1.</source>
        <translation>実行が長すぎるため、木はステップ %1 までを表示しています。</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/treepanel.cpp" line="374"/>
        <source>The tree is built when this panel is shown.</source>
        <translation>木はこのパネルを表示したときに作られます。</translation>
    </message>
</context>
<context>
    <name>nq::TreePicture</name>
    <message>
        <location filename="../app/render/treepicture.cpp" line="323"/>
        <source>Cannot tell the format of &apos;%1&apos;: use a name ending in .png, .svg or .pdf.</source>
        <translation>「%1」の形式がわかりません。.png、.svg、.pdf で終わる名前にしてください。</translation>
    </message>
    <message>
        <location filename="../app/render/treepicture.cpp" line="328"/>
        <source>A picture of the tree draws at most %L1 nodes, not %L2: cut it at a smaller depth.</source>
        <translation>木の画像に描けるのは %L1 ノードまでです（%L2 ではなく）。もっと浅い深さで切ってください。</translation>
    </message>
</context>
<context>
    <name>nq::TreeSheet</name>
    <message>
        <location filename="../app/render/treesheet.cpp" line="95"/>
        <source>To fit one page, the %L1 nodes of the branches that reach no solution are left out (a red stub marks each place).</source>
        <translation>1 ページに収めるため、解に至らない枝の %L1 ノードを省きました（省いた場所は赤い短い線で示します）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/render/treesheet.cpp" line="102"/>
        <source>The tree takes %n page(s) with labels of %1 pt.</source>
        <translation>
            <numerusform>ラベルを %1 pt にすると、木は %n ページになります。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/render/treesheet.cpp" line="253"/>
        <source>Search tree of %1 × %1: the ways to the solutions</source>
        <translation>%1 × %1 の探索木: 解に至る道筋</translation>
    </message>
    <message>
        <location filename="../app/render/treesheet.cpp" line="254"/>
        <source>Search tree of %1 × %1</source>
        <translation>%1 × %1 の探索木</translation>
    </message>
    <message>
        <location filename="../app/render/treesheet.cpp" line="261"/>
        <source>Red stub: branches without a solution, left out (%L1 nodes).</source>
        <translation>赤い短い線: 解のない枝を省略（%L1 ノード）。</translation>
    </message>
    <message>
        <location filename="../app/render/treesheet.cpp" line="267"/>
        <source>A box stands for a subtree: the number under it counts its nodes.</source>
        <translation>四角は部分木を表し、下の数はそのノード数です。</translation>
    </message>
    <message>
        <location filename="../app/render/treesheet.cpp" line="269"/>
        <source>Page %1 of %2</source>
        <translation>%1 / %2 ページ</translation>
    </message>
</context>
<context>
    <name>nq::TreeText</name>
    <message>
        <location filename="../core/treelayout.cpp" line="166"/>
        <source>1 node</source>
        <translation>ノード 1 個</translation>
    </message>
    <message>
        <location filename="../core/treelayout.cpp" line="166"/>
        <source>%1 nodes</source>
        <translation>ノード %1 個</translation>
    </message>
    <message>
        <location filename="../core/treelayout.cpp" line="168"/>
        <source>1 solution</source>
        <translation>解 1 個</translation>
    </message>
    <message>
        <location filename="../core/treelayout.cpp" line="169"/>
        <source>%1 solutions</source>
        <translation>解 %1 個</translation>
    </message>
    <message>
        <location filename="../core/treelayout.cpp" line="176"/>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
</context>
<context>
    <name>nq::TreeView</name>
    <message>
        <location filename="../app/studio/tree/treeview.cpp" line="28"/>
        <source>Search tree</source>
        <translation>探索木</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/treeview.cpp" line="315"/>
        <source>Unfold</source>
        <translation>展開</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/treeview.cpp" line="316"/>
        <source>Unfold All Below</source>
        <translation>下をすべて展開</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/treeview.cpp" line="318"/>
        <source>Fold This Subtree</source>
        <translation>この部分木を畳む</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/treeview.cpp" line="319"/>
        <source>Go to This Step</source>
        <translation>このステップへ移動</translation>
    </message>
</context>
<context>
    <name>nq::UndoActions</name>
    <message>
        <location filename="../app/studio/actions/undoactions.cpp" line="24"/>
        <source>&amp;Undo %1</source>
        <translation>元に戻す: %1(&amp;U)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/undoactions.cpp" line="25"/>
        <source>&amp;Undo Breakpoint Change</source>
        <translation>ブレークポイントの変更を元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/undoactions.cpp" line="26"/>
        <source>&amp;Redo %1</source>
        <translation>やり直す: %1(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/undoactions.cpp" line="27"/>
        <source>&amp;Redo Breakpoint Change</source>
        <translation>ブレークポイントの変更をやり直す(&amp;R)</translation>
    </message>
</context>
<context>
    <name>nq::VoiceCheck</name>
    <message>
        <location filename="../app/speech/voicecheck.cpp" line="35"/>
        <source>Japanese</source>
        <translation>日本語</translation>
    </message>
    <message>
        <location filename="../app/speech/voicecheck.cpp" line="37"/>
        <source>Chinese</source>
        <translation>中国語</translation>
    </message>
    <message>
        <location filename="../app/speech/voicecheck.cpp" line="39"/>
        <source>English</source>
        <translation>英語</translation>
    </message>
    <message>
        <location filename="../app/speech/voicecheck.cpp" line="46"/>
        <source>No voice on this system reads Japanese well: eSpeak NG, Debian&apos;s default voice, cannot read kanji. Install a Japanese voice for Speech Dispatcher (for example Open JTalk: the packages open-jtalk and hts-voice-nitech-jp-atr503-m001) and choose it in Speech Settings, or switch the window to English to hear the captions.</source>
        <translation>このシステムには日本語をうまく読める音声がありません。Debian の既定の音声 eSpeak NG は漢字を読めません。Speech Dispatcher 用の日本語音声 (たとえば Open JTalk: パッケージ open-jtalk と hts-voice-nitech-jp-atr503-m001) をインストールして「音声の設定」で選ぶか、ウィンドウを英語に切り替えて字幕を聞いてください。</translation>
    </message>
    <message>
        <location filename="../app/speech/voicecheck.cpp" line="52"/>
        <source>No voice on this system reads Chinese well: eSpeak NG, Debian&apos;s default voice, misreads many Chinese words. Install a Mandarin voice for Speech Dispatcher and choose it in Speech Settings, or switch the window to English to hear the captions.</source>
        <translation>このシステムには中国語をうまく読める音声がありません。Debian の既定の音声 eSpeak NG は多くの中国語の単語を読み誤ります。Speech Dispatcher 用の標準中国語の音声をインストールして「音声の設定」で選ぶか、ウィンドウを英語に切り替えて字幕を聞いてください。</translation>
    </message>
    <message>
        <location filename="../app/speech/voicecheck.cpp" line="56"/>
        <source>No voice on this system reads %1. Install Speech Dispatcher with a voice for it (Debian&apos;s packages speech-dispatcher and speech-dispatcher-espeak-ng).</source>
        <translation>このシステムには %1 を読める音声がありません。その言語の音声とともに Speech Dispatcher をインストールしてください (Debian のパッケージ speech-dispatcher と speech-dispatcher-espeak-ng)。</translation>
    </message>
</context>
<context>
    <name>nq::VotesChart</name>
    <message>
        <location filename="../app/studio/classroom/voteschart.cpp" line="28"/>
        <location filename="../app/studio/classroom/voteschart.cpp" line="113"/>
        <source>Votes</source>
        <translation>投票</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/voteschart.cpp" line="78"/>
        <source>First vote</source>
        <translation>1 回目の投票</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/voteschart.cpp" line="80"/>
        <source>Second vote</source>
        <translation>2 回目の投票</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/voteschart.cpp" line="104"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>nq::WholeFile</name>
    <message>
        <location filename="../core/wholefile.cpp" line="73"/>
        <source>it is a pipe that no program reads from</source>
        <translation>どのプログラムも読んでいないパイプです</translation>
    </message>
    <message>
        <location filename="../core/wholefile.cpp" line="114"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <location filename="../core/wholefile.cpp" line="155"/>
        <source>the file system took no more bytes</source>
        <translation>ファイルシステムがこれ以上書き込みを受け付けませんでした</translation>
    </message>
    <message>
        <location filename="../core/wholefile.cpp" line="194"/>
        <source>the file was not open</source>
        <translation>ファイルが開かれていませんでした</translation>
    </message>
    <message>
        <location filename="../core/wholefile.cpp" line="228"/>
        <source>it is no longer a regular file, so it is not replaced</source>
        <translation>もう通常のファイルではないため、置き換えません</translation>
    </message>
</context>
<context>
    <name>nq::Worksheet</name>
    <message>
        <location filename="../core/worksheet.cpp" line="144"/>
        <source>The %1 x %1 board has no solution to make a puzzle of.</source>
        <translation>%1 × %1 の盤には問題にできる解がありません。</translation>
    </message>
    <message>
        <location filename="../core/worksheet.cpp" line="167"/>
        <source>There are %L1 boards of %2 x %2 with %3 queens given that a single solution completes, not %4: give more queens, or ask for fewer boards.</source>
        <translation>%2 x %2 の盤面で、クイーンを %3 個与えて解がただ 1 つに決まる盤面は %L1 個しかなく、%4 個はありません。与えるクイーンを増やすか、盤面の数を減らしてください。</translation>
    </message>
    <message>
        <location filename="../core/worksheet.cpp" line="174"/>
        <source>There are %L1 different boards of %2 x %2 with %3 queens given, not %4: ask for fewer boards.</source>
        <translation>%2 x %2 の盤面で、クイーンを %3 個与えた異なる盤面は %L1 個しかなく、%4 個はありません。盤面の数を減らしてください。</translation>
    </message>
</context>
<context>
    <name>nq::WorksheetDialog</name>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="22"/>
        <source>New Worksheet</source>
        <translation>新しいワークシート</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="27"/>
        <source>none (blank boards)</source>
        <translation>なし（空の盤）</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="33"/>
        <source>The same number gives the same boards again.</source>
        <translation>同じ番号なら同じ盤がもう一度できます。</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="34"/>
        <source>Only boards with a &amp;single completion</source>
        <translation>完成のしかたが 1 通りの盤だけ(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="38"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="39"/>
        <source>US Letter</source>
        <translation>US レター</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="42"/>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="46"/>
        <source>&amp;Board size:</source>
        <translation>盤の大きさ(&amp;B):</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="47"/>
        <source>Queens &amp;given:</source>
        <translation>置いておくクイーン(&amp;G):</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="48"/>
        <source>&amp;Puzzles:</source>
        <translation>問題数(&amp;P):</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="49"/>
        <source>&amp;Variant:</source>
        <translation>バリエーション(&amp;V):</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="51"/>
        <source>&amp;Title:</source>
        <translation>タイトル(&amp;T):</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="52"/>
        <source>P&amp;aper:</source>
        <translation>用紙(&amp;A):</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="53"/>
        <source>&amp;File:</source>
        <translation>ファイル(&amp;F):</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="57"/>
        <source>&amp;Write</source>
        <translation>書き出す(&amp;W)</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="95"/>
        <source>N-Queens on the %1 × %1 board</source>
        <translation>%1 × %1 の盤の N クイーン</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="101"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
</context>
</TS>
