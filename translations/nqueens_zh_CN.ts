<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ExploreCoach</name>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="15"/>
        <source>Every square is covered.</source>
        <translation>每个格子都已覆盖。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/explore/explorecoach.cpp" line="16"/>
        <source>%n square(s) not covered yet.</source>
        <translation>
            <numerusform>还有 %n 个格子未覆盖。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="22"/>
        <source>This board is too big to count its covering sets while you play.</source>
        <translation>该棋盘太大，无法在你操作时统计其支配集的数量。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="25"/>
        <source>No covering set of %1 queens holds these queens.</source>
        <translation>没有包含这些皇后、由 %1 个皇后组成的支配集。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="27"/>
        <source>Covering sets of %1 queens that hold these queens: %2</source>
        <translation>包含这些皇后、由 %1 个皇后组成的支配集：%2</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="32"/>
        <source>Boards above %1 × %1 are too big to count their solutions while you play.</source>
        <translation>大于 %1 × %1 的棋盘太大，无法在操作时计算解的数量。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="38"/>
        <source>No solution contains these queens.</source>
        <translation>没有包含这些皇后的解。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="39"/>
        <source>Solutions that contain these queens: %1</source>
        <translation>包含这些皇后的解：%1</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="46"/>
        <source>row %1, column %2 and row %3, column %4</source>
        <translation>第 %1 行第 %2 列与第 %3 行第 %4 列</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="59"/>
        <source>Solved! No two of the %1 queens attack each other.</source>
        <translation>解出来了！这 %1 个皇后两两互不攻击。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="62"/>
        <source>No two queens attack each other yet; %1 more to place.</source>
        <translation>目前没有互相攻击的皇后；还要再放 %1 个。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="65"/>
        <source>These queens attack each other: %1.</source>
        <translation>这些皇后互相攻击：%1。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="73"/>
        <source>Covered! These %1 queens occupy or attack every square.</source>
        <translation>覆盖成功！这 %1 个皇后占据或攻击了每个格子。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="79"/>
        <source>In the independent variant no two queens may attack each other, but these do: %1.</source>
        <translation>在独立变体中，任意两个皇后都不能互相攻击，但这些皇后互相攻击：%1。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="86"/>
        <source>%1 queens are on the board; the goal is to cover it with %2.</source>
        <translation>棋盘上有 %1 个皇后；目标是用 %2 个皇后覆盖棋盘。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="91"/>
        <source>Every square is covered, with %1 queens; the goal is %2.</source>
        <translation>用 %1 个皇后覆盖了每个格子；目标是 %2 个。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/explore/explorecoach.cpp" line="95"/>
        <source>Not yet: %n square(s) are not covered (ringed on the board).</source>
        <translation>
            <numerusform>还没有：有 %n 个格子未覆盖（棋盘上以圆圈标出）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="96"/>
        <source>%1 of %2 queens placed.</source>
        <translation>已放置 %2 个皇后中的 %1 个。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="106"/>
        <source>Hint: a queen on row %1, column %2 still leads to a solution.</source>
        <translation>提示：在第 %1 行第 %2 列放皇后仍然可以得到解。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="111"/>
        <source>No square leads to a solution now: take back the queen on row %1, column %2.</source>
        <translation>现在没有格子能通向解：请拿走第 %1 行第 %2 列的皇后。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="116"/>
        <source>The board is already solved.</source>
        <translation>棋盘已经解出来了。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="118"/>
        <source>This board has no solution at all.</source>
        <translation>这个棋盘根本没有解。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="121"/>
        <location filename="../app/studio/explore/explorecoach.cpp" line="152"/>
        <source>This board is too big to search for a hint while you play.</source>
        <translation>该棋盘太大，无法在你操作时搜索提示。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="122"/>
        <source>A hint would take too long to find from these queens: Solve from Here searches on (it does not stop the window).</source>
        <translation>从这些皇后出发找提示要花太长时间：“从这里求解”会继续搜索（不会卡住窗口）。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="134"/>
        <source>Hint: a queen on row %1, column %2 belongs to a covering set with your queens.</source>
        <translation>提示：第 %1 行第 %2 列的皇后能与你放的皇后组成一个支配集。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="140"/>
        <source>No covering set of %1 queens holds all these queens: take back the queen on row %2, column %3.</source>
        <translation>没有包含所有这些皇后、由 %1 个皇后组成的支配集：请拿走第 %2 行第 %3 列的皇后。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="147"/>
        <source>The board is already covered.</source>
        <translation>棋盘已经被覆盖了。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorecoach.cpp" line="149"/>
        <source>No set of %1 queens covers this board at all: choose more queens.</source>
        <translation>任何 %1 个皇后都无法覆盖这个棋盘：请选择更多的皇后。</translation>
    </message>
</context>
<context>
    <name>nq::ActionSet</name>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="181"/>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="181"/>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="344"/>
        <source>Step &amp;Forward</source>
        <translation>前进一步(&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="345"/>
        <source>Step &amp;Back</source>
        <translation>后退一步(&amp;B)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="347"/>
        <source>To &amp;End</source>
        <translation>到结尾(&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="348"/>
        <source>&amp;Go to Step…</source>
        <translation>转到步骤(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="349"/>
        <source>Cancel the &amp;Jump</source>
        <translation>取消跳转(&amp;J)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="350"/>
        <source>Run to Next &amp;Solution</source>
        <translation>运行到下一个解(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="351"/>
        <source>Run to Next Back&amp;track</source>
        <translation>运行到下一次回溯(&amp;T)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="352"/>
        <source>Toggle Brea&amp;kpoint</source>
        <translation>切换断点(&amp;K)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="353"/>
        <source>Run Unt&amp;il…</source>
        <translation>运行到条件(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="354"/>
        <source>Run Back U&amp;ntil…</source>
        <translation>后退到条件(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="355"/>
        <source>Pre&amp;dict the Next Step</source>
        <translation>预测下一步(&amp;D)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="356"/>
        <source>Practise the Algorithm by &amp;Hand…</source>
        <translation>手动练习算法(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="357"/>
        <source>&amp;Count Solutions…</source>
        <translation>统计解数(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="359"/>
        <source>S&amp;lower</source>
        <translation>减慢(&amp;L)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="361"/>
        <source>&amp;Presentation Mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="362"/>
        <source>Show &amp;Coordinates</source>
        <translation>显示坐标(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="363"/>
        <source>Show &amp;Attacked Squares</source>
        <translation>显示受攻击的格子(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="364"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="365"/>
        <source>&amp;Export Board…</source>
        <translation>导出棋盘(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="376"/>
        <source>Export &amp;Sheet of Solutions…</source>
        <translation>导出解的汇总图(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="379"/>
        <source>Export Lesson as Web Page…</source>
        <translation>将课程导出为网页…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="383"/>
        <source>Export Search &amp;Tree…</source>
        <translation>导出搜索树(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="384"/>
        <source>New &amp;Worksheet…</source>
        <translation>新建练习单(&amp;W)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="386"/>
        <source>Export &amp;Results of Predict and Practice…</source>
        <translation>导出预测和练习的结果(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="346"/>
        <source>To St&amp;art</source>
        <translation>到开头(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="358"/>
        <source>Faste&amp;r</source>
        <translation>加快(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="360"/>
        <source>Start Pa&amp;used</source>
        <translation>启动时暂停(&amp;U)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="366"/>
        <source>Cop&amp;y Board as Picture</source>
        <translation>将棋盘复制为图片(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="367"/>
        <source>New &amp;Lesson</source>
        <translation>新建课程(&amp;L)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="368"/>
        <source>&amp;Open Lesson…</source>
        <translation>打开课程(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="369"/>
        <source>Sa&amp;ve Lesson</source>
        <translation>保存课程(&amp;V)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="370"/>
        <source>Save Lesson &amp;As…</source>
        <translation>课程另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="371"/>
        <source>&amp;Close Lesson</source>
        <translation>关闭课程(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="372"/>
        <source>A&amp;dd Scene from Current View</source>
        <translation>从当前视图添加场景(&amp;D)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="373"/>
        <source>&amp;Update Scene</source>
        <translation>更新场景(&amp;U)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="374"/>
        <source>Next Scene</source>
        <translation>下一个场景</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="375"/>
        <source>Previous Scene</source>
        <translation>上一个场景</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="377"/>
        <source>Record Ste&amp;ps…</source>
        <translation>录制步骤(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="378"/>
        <source>Export Steps as We&amp;b Page…</source>
        <translation>将步骤导出为网页(&amp;B)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="380"/>
        <source>&amp;Start at This Step</source>
        <translation>从此步开始(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="381"/>
        <source>&amp;End at This Step</source>
        <translation>到此步结束(&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="382"/>
        <source>&amp;Clear the Range</source>
        <translation>清除范围(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="385"/>
        <source>Export Solutions as Te&amp;xt or CSV…</source>
        <translation>将解导出为文本或 CSV(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="387"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="388"/>
        <source>&amp;About N-Queens Studio</source>
        <translation>关于 N 皇后工作室(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="389"/>
        <source>&amp;Light Theme</source>
        <translation>浅色主题(&amp;L)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="390"/>
        <source>&amp;Dark Theme</source>
        <translation>深色主题(&amp;D)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="391"/>
        <source>Show &amp;Heat Map</source>
        <translation>显示热力图(&amp;H)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="392"/>
        <source>Attacked Squares on Full &amp;Boards Too</source>
        <translation>满盘时也显示受攻击的格子(&amp;B)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="393"/>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="394"/>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="395"/>
        <source>&amp;Fit the Board</source>
        <translation>适应棋盘(&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="396"/>
        <source>Co&amp;mpare Algorithms…</source>
        <translation>比较算法(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="397"/>
        <source>&amp;Race Algorithms in This Window</source>
        <translation>在此窗口中让算法赛跑(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="398"/>
        <source>Start a Class Sessi&amp;on…</source>
        <translation>开始课堂会话(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="399"/>
        <source>Ask the Class a &amp;Question</source>
        <translation>向全班提问(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="400"/>
        <source>Show the &amp;Votes</source>
        <translation>显示投票(&amp;V)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="401"/>
        <source>Discuss and Vote Again</source>
        <translation>讨论后再投票</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="402"/>
        <source>Reveal the Answer</source>
        <translation>公布答案</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="403"/>
        <source>Export Class Results…</source>
        <translation>导出课堂结果…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="404"/>
        <source>Spea&amp;k Captions</source>
        <translation>朗读说明(&amp;K)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="405"/>
        <source>Speech Se&amp;ttings…</source>
        <translation>语音设置(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="406"/>
        <source>&amp;System Language</source>
        <translation>系统语言(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="416"/>
        <source>Next Solution</source>
        <translation>下一个解</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="417"/>
        <source>Next Backtrack</source>
        <translation>下一次回溯</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="418"/>
        <source>Predict</source>
        <translation>预测</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="423"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="424"/>
        <source>Open Rece&amp;nt</source>
        <translation>最近的课程(&amp;N)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="425"/>
        <source>Exa&amp;mple Lessons</source>
        <translation>示例课程(&amp;M)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="426"/>
        <source>Recording Ran&amp;ge</source>
        <translation>录制范围(&amp;G)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="427"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="428"/>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="429"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="430"/>
        <source>Pa&amp;nels</source>
        <translation>面板(&amp;N)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="432"/>
        <source>Lan&amp;guage</source>
        <translation>语言(&amp;G)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/actionset.cpp" line="431"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
</context>
<context>
    <name>nq::AlgorithmDataView</name>
    <message>
        <location filename="../app/studio/panels/algorithmdataview.cpp" line="18"/>
        <source>Algorithm data</source>
        <translation>算法数据</translation>
    </message>
</context>
<context>
    <name>nq::Algorithms</name>
    <message>
        <location filename="../core/solvers/bruteforce.h" line="58"/>
        <source>Brute force (n^n boards)</source>
        <translation>暴力枚举（n^n 个棋盘）</translation>
    </message>
    <message>
        <location filename="../core/solvers/bruteforce.h" line="59"/>
        <source>Puts one queen in every row, on any column, and tries all n^n such boards. Only a complete board is tested, so almost all of the work is wasted.</source>
        <translation>每行放一个皇后，列任意，尝试所有 n^n 种这样的棋盘。只有完整的棋盘才会被检查，因此几乎所有工作都白费了。</translation>
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
        <translation>  if row &gt; n:  # 每一行都有皇后</translation>
    </message>
    <message>
        <location filename="../core/solvers/bruteforce.h" line="65"/>
        <source>    check the whole board for attacking queens</source>
        <translation>    检查整个棋盘上有无互相攻击的皇后</translation>
    </message>
    <message>
        <location filename="../core/solvers/bruteforce.h" line="66"/>
        <source>    if no two queens attack: record a solution</source>
        <translation>    if 没有皇后互相攻击: 记录一个解</translation>
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
        <translation>    在 (row, col) 放一个皇后</translation>
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
        <translation>    拿走 (row, col) 上的皇后</translation>
    </message>
    <message>
        <location filename="../core/solvers/branchcolumns.h" line="71"/>
        <source>Rows and columns (n! boards)</source>
        <translation>行与列（n! 个棋盘）</translation>
    </message>
    <message>
        <location filename="../core/solvers/branchcolumns.h" line="72"/>
        <source>Puts one queen in every row and never two in one column, so only n! boards are built. The diagonals are tested only when a board is complete.</source>
        <translation>每行放一个皇后，且同一列绝不放两个，因此只生成 n! 个棋盘。只有在棋盘完整时才检查对角线。</translation>
    </message>
    <message>
        <location filename="../core/solvers/branchcolumns.h" line="78"/>
        <source>    check the diagonals of the whole board</source>
        <translation>    检查整个棋盘的对角线</translation>
    </message>
    <message>
        <location filename="../core/solvers/branchcolumns.h" line="79"/>
        <source>    if no diagonal attack: record a solution</source>
        <translation>    if 对角线上没有攻击: 记录一个解</translation>
    </message>
    <message>
        <location filename="../core/solvers/branchcolumns.h" line="81"/>
        <source>    if column col is taken: try the next column</source>
        <translation>    if 第 col 列已被占用: 尝试下一列</translation>
    </message>
    <message>
        <location filename="../core/solvers/branchcolumns.h" line="82"/>
        <source>    put a queen on (row, col); take column col</source>
        <translation>    在 (row, col) 放一个皇后，占用第 col 列</translation>
    </message>
    <message>
        <location filename="../core/solvers/branchcolumns.h" line="84"/>
        <source>    take the queen off; free column col</source>
        <translation>    拿走皇后，释放第 col 列</translation>
    </message>
    <message>
        <location filename="../core/solvers/permutations.h" line="52"/>
        <source>Permutations</source>
        <translation>排列</translation>
    </message>
    <message>
        <location filename="../core/solvers/permutations.h" line="53"/>
        <source>Walks through every permutation of the columns with next_permutation, so rows and columns never clash. Each board is then checked pair by pair for a shared diagonal.</source>
        <translation>用 next_permutation 遍历列的所有排列，因此行和列永远不会冲突。然后逐对检查每个棋盘，看是否有两个皇后位于同一条对角线上。</translation>
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
        <translation>  把第 i 行的皇后放在第 cols[i] 列</translation>
    </message>
    <message>
        <location filename="../core/solvers/permutations.h" line="60"/>
        <source>  for every pair of rows i &lt; j:</source>
        <translation>  for 每一对行 i &lt; j:</translation>
    </message>
    <message>
        <location filename="../core/solvers/permutations.h" line="61"/>
        <source>    if |cols[i] - cols[j]| == j - i: reject the board</source>
        <translation>    if |cols[i] - cols[j]| == j - i: 舍弃该棋盘</translation>
    </message>
    <message>
        <location filename="../core/solvers/permutations.h" line="63"/>
        <source>  no pair attacks: record a solution</source>
        <translation>  没有一对互相攻击: 记录一个解</translation>
    </message>
    <message>
        <location filename="../core/solvers/permutations.h" line="64"/>
        <source>until next_permutation(cols) is false</source>
        <translation>until next_permutation(cols) 返回 false</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtracking.h" line="100"/>
        <source>Backtracking with flag arrays</source>
        <translation>使用标志数组的回溯</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtracking.h" line="101"/>
        <source>Places queens row by row and goes back as soon as a row has no safe square. Three flag arrays say at once whether a column or a diagonal is taken.</source>
        <translation>逐行放置皇后，一旦某行没有安全的格子就立即回退。三个标志数组可以立刻判断某列或某条对角线是否已被占用。</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtracking.h" line="105"/>
        <source>solve(r):</source>
        <translation>solve(r):</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtracking.h" line="106"/>
        <source>  if r &gt; n: record a solution; return</source>
        <translation>  if r &gt; n: 记录一个解; return</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtracking.h" line="107"/>
        <source>  for c = 1 to n:</source>
        <translation>  for c = 1 to n:</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtracking.h" line="108"/>
        <source>    if col[c] or dpos[r+c] or dneg[r-c+n]: next c</source>
        <translation>    if col[c] or dpos[r+c] or dneg[r-c+n]: 下一个 c</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtracking.h" line="109"/>
        <source>    put a queen on (r, c); set the 3 flags</source>
        <translation>    在 (r, c) 放一个皇后，设置 3 个标志</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtracking.h" line="110"/>
        <source>    solve(r + 1)</source>
        <translation>    solve(r + 1)</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtracking.h" line="111"/>
        <source>    take the queen off; clear the 3 flags</source>
        <translation>    拿走皇后，清除 3 个标志</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="113"/>
        <source>Backtracking, checking every queen</source>
        <translation>回溯（检查每个皇后）</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="114"/>
        <source>Places queens row by row and goes back as soon as a row has no safe square. A square is tested against every queen already placed.</source>
        <translation>逐行放置皇后，一旦某行没有安全的格子就立即回退。每个格子都要与已放置的所有皇后逐一比对。</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="119"/>
        <location filename="../core/solvers/bitmask.h" line="117"/>
        <source>  if row &gt; n: record a solution; return</source>
        <translation>  if row &gt; n: 记录一个解; return</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="121"/>
        <source>    for every earlier row i:</source>
        <translation>    for 之前的每一行 i:</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="122"/>
        <source>      if x[i] == col or |x[i] - col| == row - i: next column</source>
        <translation>      if x[i] == col or |x[i] - col| == row - i: 下一列</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="138"/>
        <source>Backtracking without recursion</source>
        <translation>非递归回溯</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="139"/>
        <source>The same search as checking every queen, written as a loop over an explicit stack of columns. Going back means popping the last row and trying its next column.</source>
        <translation>与“检查每个皇后”相同的搜索，但写成对一个显式列栈的循环。回退就是弹出最后一行，并尝试该行的下一列。</translation>
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
        <translation>  x[row] = x[row] + 1  # 下一列</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="146"/>
        <source>  if x[row] &gt; n: row = row - 1; take that row&apos;s queen off</source>
        <translation>  if x[row] &gt; n: row = row - 1; 拿走该行的皇后</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="148"/>
        <source>  if an earlier queen attacks (row, x[row]): continue</source>
        <translation>  if 之前的皇后攻击 (row, x[row]): continue</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="150"/>
        <source>  put a queen on (row, x[row])</source>
        <translation>  在 (row, x[row]) 放一个皇后</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="151"/>
        <source>  if row == n: record a solution; take the queen off</source>
        <translation>  if row == n: 记录一个解，拿走皇后</translation>
    </message>
    <message>
        <location filename="../core/solvers/backtrackingcheck.h" line="153"/>
        <source>  else: row = row + 1; x[row] = 0</source>
        <translation>  else: row = row + 1; x[row] = 0</translation>
    </message>
    <message>
        <location filename="../core/solvers/bitmask.h" line="110"/>
        <source>Bitmask backtracking</source>
        <translation>位掩码回溯</translation>
    </message>
    <message>
        <location filename="../core/solvers/bitmask.h" line="111"/>
        <source>Keeps the attacked columns and diagonals of the next row in three bit masks, so the free squares of a row come out in one operation. It takes the lowest free bit each time and shifts the diagonal masks as it goes down.</source>
        <translation>用三个位掩码记录下一行中受攻击的列和对角线，因此一次运算就能得到该行的空闲格子。每次取最低的空闲位，并在逐行向下时移动对角线掩码。</translation>
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
        <translation>    在 bit 对应的列放一个皇后</translation>
    </message>
    <message>
        <location filename="../core/solvers/bitmask.h" line="122"/>
        <source>    solve(row + 1, (left|bit) &gt;&gt; 1, down|bit, (right|bit) &lt;&lt; 1)</source>
        <translation>    solve(row + 1, (left|bit) &gt;&gt; 1, down|bit, (right|bit) &lt;&lt; 1)</translation>
    </message>
    <message>
        <location filename="../core/solvers/bitmask.h" line="124"/>
        <source>    take the queen off</source>
        <translation>    拿走皇后</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="111"/>
        <source>Breadth-first search</source>
        <translation>广度优先搜索</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="112"/>
        <source>Keeps a queue of partial boards and extends the oldest by one row at a time. Every board with k queens is built before any with k + 1, so the queue can grow very large.</source>
        <translation>用队列保存部分棋盘，每次把最早的一个扩展一行。所有含 k 个皇后的棋盘都会先于含 k + 1 个皇后的棋盘生成，因此队列可能变得非常大。</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="116"/>
        <source>put the empty board into the queue</source>
        <translation>把空棋盘放入队列</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="117"/>
        <source>while the queue is not empty:</source>
        <translation>while 队列不为空:</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="118"/>
        <source>  take the oldest board out of the queue</source>
        <translation>  从队列中取出最早的棋盘</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="119"/>
        <location filename="../core/solvers/frontiersearch.h" line="148"/>
        <source>  row = the first empty row of the board</source>
        <translation>  row = 棋盘上的第一个空行</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="121"/>
        <location filename="../core/solvers/frontiersearch.h" line="150"/>
        <source>    if a queen attacks (row, col): next column</source>
        <translation>    if 有皇后攻击 (row, col): 下一列</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="122"/>
        <location filename="../core/solvers/frontiersearch.h" line="151"/>
        <source>    new board = board + queen on (row, col)</source>
        <translation>    新棋盘 = 棋盘 + (row, col) 上的皇后</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="123"/>
        <location filename="../core/solvers/frontiersearch.h" line="152"/>
        <source>    if the new board is full: record a solution</source>
        <translation>    if 新棋盘已满: 记录一个解</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="124"/>
        <source>    else: add the new board to the queue</source>
        <translation>    else: 把新棋盘加入队列</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="125"/>
        <source>    (back to the board taken out)</source>
        <translation>    (回到取出的棋盘)</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="140"/>
        <source>Depth-first search with a stack</source>
        <translation>使用栈的深度优先搜索</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="141"/>
        <source>The same code as breadth-first search, with a stack in place of the queue. The newest board is extended first, so the stack stays small.</source>
        <translation>代码与广度优先搜索相同，只是用栈代替了队列。最新的棋盘优先扩展，因此栈始终很小。</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="145"/>
        <source>push the empty board onto the stack</source>
        <translation>把空棋盘压入栈</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="146"/>
        <source>while the stack is not empty:</source>
        <translation>while 栈不为空:</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="147"/>
        <source>  pop the newest board off the stack</source>
        <translation>  从栈中弹出最新的棋盘</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="153"/>
        <source>    else: push the new board onto the stack</source>
        <translation>    else: 把新棋盘压入栈</translation>
    </message>
    <message>
        <location filename="../core/solvers/frontiersearch.h" line="154"/>
        <source>    (back to the board popped)</source>
        <translation>    (回到弹出的棋盘)</translation>
    </message>
    <message>
        <location filename="../core/solvers/minconflicts.h" line="431"/>
        <source>Min-conflicts local search</source>
        <translation>最小冲突法（局部搜索）</translation>
    </message>
    <message>
        <location filename="../core/solvers/minconflicts.h" line="432"/>
        <source>Starts from a full board with one queen per row and repeatedly moves an attacked queen to the square of its row with the fewest attackers. It finds one solution of a huge board quickly but cannot list them all.</source>
        <translation>从每行各有一个皇后的完整棋盘出发，反复把一个受攻击的皇后移到其所在行中攻击者最少的格子。它能很快找到超大棋盘的一个解，但无法列出全部解。</translation>
    </message>
    <message>
        <location filename="../core/solvers/minconflicts.h" line="437"/>
        <source>put one queen in every row, avoiding attacks where it can</source>
        <translation>每行放一个皇后，尽量避免互相攻击</translation>
    </message>
    <message>
        <location filename="../core/solvers/minconflicts.h" line="439"/>
        <source>repeat until no queen is attacked:</source>
        <translation>repeat until 没有皇后受到攻击:</translation>
    </message>
    <message>
        <location filename="../core/solvers/minconflicts.h" line="440"/>
        <source>  pick an attacked queen at random</source>
        <translation>  随机选一个受攻击的皇后</translation>
    </message>
    <message>
        <location filename="../core/solvers/minconflicts.h" line="441"/>
        <source>  count the attackers of every square of its row</source>
        <translation>  统计它所在行每个格子的攻击者数目</translation>
    </message>
    <message>
        <location filename="../core/solvers/minconflicts.h" line="442"/>
        <source>  move it to a square with the fewest attackers</source>
        <translation>  把它移到攻击者最少的格子</translation>
    </message>
    <message>
        <location filename="../core/solvers/minconflicts.h" line="443"/>
        <source>the board is a solution</source>
        <translation>该棋盘就是一个解</translation>
    </message>
    <message>
        <location filename="../core/solvers/minconflicts.h" line="444"/>
        <source>too many moves: start again from a new board</source>
        <translation>移动次数过多: 从新棋盘重新开始</translation>
    </message>
    <message>
        <location filename="../core/solvers/construction.h" line="119"/>
        <source>Construction by formula</source>
        <translation>公式构造</translation>
    </message>
    <message>
        <location filename="../core/solvers/construction.h" line="120"/>
        <source>Writes one solution down at once from the formulas of Hoffman, Loessi and Moore, by the cases of n mod 6: no search and no going back, so a board of millions of rows takes a blink. Boards of 2 and 3 have no solution.</source>
        <translation>按 n mod 6 的情形，用 Hoffman、Loessi 和 Moore 的公式一次写出一个解：不搜索也不回溯，数百万行的棋盘也一眨眼就好。2 和 3 的棋盘没有解。</translation>
    </message>
    <message>
        <location filename="../core/solvers/construction.h" line="125"/>
        <source>construct(n):</source>
        <translation>construct(n):</translation>
    </message>
    <message>
        <location filename="../core/solvers/construction.h" line="126"/>
        <source>  if n == 2 or n == 3: no solution exists</source>
        <translation>  若 n == 2 或 n == 3：不存在解</translation>
    </message>
    <message>
        <location filename="../core/solvers/construction.h" line="127"/>
        <source>  m = n if n is even, else n - 1  # odd: one more queen in a corner</source>
        <translation>  n 为偶数时 m = n，否则 m = n - 1  # 奇数：角上再放一个皇后</translation>
    </message>
    <message>
        <location filename="../core/solvers/construction.h" line="129"/>
        <source>  if m mod 6 != 2:</source>
        <translation>  若 m mod 6 != 2：</translation>
    </message>
    <message>
        <location filename="../core/solvers/construction.h" line="130"/>
        <source>    for i = 1 to m/2: queens on (i, 2i) and (m/2 + i, 2i - 1)</source>
        <translation>    对 i = 1 到 m/2：在 (i, 2i) 和 (m/2 + i, 2i - 1) 放皇后</translation>
    </message>
    <message>
        <location filename="../core/solvers/construction.h" line="132"/>
        <source>  else:  # m mod 6 == 2</source>
        <translation>  否则：  # m mod 6 == 2</translation>
    </message>
    <message>
        <location filename="../core/solvers/construction.h" line="133"/>
        <source>    for i = 1 to m/2: k = (2i + m/2 - 3) mod m</source>
        <translation>    对 i = 1 到 m/2：k = (2i + m/2 - 3) mod m</translation>
    </message>
    <message>
        <location filename="../core/solvers/construction.h" line="134"/>
        <source>      queens on (i, 1 + k) and (m + 1 - i, m - k)</source>
        <translation>      在 (i, 1 + k) 和 (m + 1 - i, m - k) 放皇后</translation>
    </message>
    <message>
        <location filename="../core/solvers/construction.h" line="135"/>
        <source>  if n is odd: a queen on (n, n)</source>
        <translation>  若 n 为奇数：在 (n, n) 放一个皇后</translation>
    </message>
    <message>
        <location filename="../core/solvers/construction.h" line="136"/>
        <source>  record the solution</source>
        <translation>  记录这个解</translation>
    </message>
    <message>
        <location filename="../core/solvers/domination.h" line="419"/>
        <source>Queens domination</source>
        <translation>皇后支配</translation>
    </message>
    <message>
        <location filename="../core/solvers/domination.h" line="420"/>
        <source>Looks for k queens that together occupy or attack every square. The first uncovered square must be covered by some queen, so the search tries each square that covers it, and gives up early when the queens left cannot cover what is still uncovered.</source>
        <translation>寻找 k 个皇后，使它们一起占据或攻击每个格子。第一个未覆盖的格子必须被某个皇后覆盖，因此搜索会尝试每个能覆盖它的格子；当剩余的皇后无法覆盖仍未覆盖的格子时，就提前放弃。</translation>
    </message>
    <message>
        <location filename="../core/solvers/domination.h" line="426"/>
        <source>cover(queens left):</source>
        <translation>cover(剩余皇后数):</translation>
    </message>
    <message>
        <location filename="../core/solvers/domination.h" line="427"/>
        <source>  if every square is covered:</source>
        <translation>  if 每个格子都已覆盖:</translation>
    </message>
    <message>
        <location filename="../core/solvers/domination.h" line="428"/>
        <source>    put any queens left on free squares; record the set</source>
        <translation>    把剩余的皇后放在空格子上，记录该集合</translation>
    </message>
    <message>
        <location filename="../core/solvers/domination.h" line="430"/>
        <source>  if the queens left cannot cover what is uncovered: return</source>
        <translation>  if 剩余的皇后无法覆盖所有未覆盖的格子: return</translation>
    </message>
    <message>
        <location filename="../core/solvers/domination.h" line="432"/>
        <source>  s = the first uncovered square</source>
        <translation>  s = 第一个未覆盖的格子</translation>
    </message>
    <message>
        <location filename="../core/solvers/domination.h" line="433"/>
        <source>  for each square q that covers s, not tried yet here:</source>
        <translation>  for 每个能覆盖 s 且在此处尚未尝试的格子 q:</translation>
    </message>
    <message>
        <location filename="../core/solvers/domination.h" line="435"/>
        <source>    independent: skip q if a queen attacks it</source>
        <translation>    独立变体: 若有皇后攻击 q，则跳过 q</translation>
    </message>
    <message>
        <location filename="../core/solvers/domination.h" line="436"/>
        <source>    put a queen on q  # it covers its lines</source>
        <translation>    在 q 放一个皇后  # 它覆盖所在的横、竖、斜线</translation>
    </message>
    <message>
        <location filename="../core/solvers/domination.h" line="437"/>
        <source>    cover(queens left - 1)</source>
        <translation>    cover(剩余皇后数 - 1)</translation>
    </message>
    <message>
        <location filename="../core/solvers/domination.h" line="438"/>
        <source>    take the queen off q</source>
        <translation>    拿走 q 上的皇后</translation>
    </message>
    <message>
        <location filename="../core/solvers/minconflicts.h" line="412"/>
        <source>Min-conflicts gave up after %1 moves without a solution (boards of size 2 and 3 have none).</source>
        <translation>最小冲突法移动 %1 次后仍未找到解，已放弃（大小为 2 和 3 的棋盘无解）。</translation>
    </message>
    <message>
        <location filename="../core/solvers/construction.h" line="88"/>
        <source>The %1 x %1 board has no solution: no queens can be placed so that none attacks another.</source>
        <translation>%1 x %1 的棋盘没有解：无法放置皇后使其互不攻击。</translation>
    </message>
</context>
<context>
    <name>nq::AudioTrack</name>
    <message>
        <location filename="../app/film/audiotrack.cpp" line="53"/>
        <source>this FFmpeg has no %1 encoder</source>
        <translation>此 FFmpeg 没有 %1 编码器</translation>
    </message>
    <message>
        <location filename="../app/film/audiotrack.cpp" line="70"/>
        <location filename="../app/film/audiotrack.cpp" line="150"/>
        <source>out of memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <location filename="../app/film/audiotrack.cpp" line="74"/>
        <source>the sound encoder takes no samples this program makes</source>
        <translation>声音编码器不接受本程序生成的采样</translation>
    </message>
    <message>
        <location filename="../app/film/audiotrack.cpp" line="87"/>
        <source>the sound encoder did not start: %1</source>
        <translation>声音编码器未能启动：%1</translation>
    </message>
    <message>
        <location filename="../app/film/audiotrack.cpp" line="105"/>
        <location filename="../app/film/audiotrack.cpp" line="110"/>
        <location filename="../app/film/audiotrack.cpp" line="121"/>
        <source>the narration&apos;s samples cannot be converted</source>
        <translation>无法转换旁白的采样</translation>
    </message>
    <message>
        <location filename="../app/film/audiotrack.cpp" line="172"/>
        <location filename="../app/film/audiotrack.cpp" line="186"/>
        <source>the sound encoder failed: %1</source>
        <translation>声音编码器出错：%1</translation>
    </message>
    <message>
        <location filename="../app/film/audiotrack.cpp" line="180"/>
        <source>the sound could not be written: %1</source>
        <translation>无法写入声音：%1</translation>
    </message>
</context>
<context>
    <name>nq::BitmaskView</name>
    <message>
        <location filename="../app/studio/algorithms/bitmaskview.cpp" line="19"/>
        <source>Masks for row %1, a cell per column: left, down and right filled where attacked, free filled where a queen may go.</source>
        <translation>第 %1 行的掩码（每列一格）：left、down、right 填充受攻击的列，free 填充可以放皇后的列。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/algorithms/bitmaskview.cpp" line="35"/>
        <source>free = ~(left | down | right): %n square(s) no queen attacks.</source>
        <translation>
            <numerusform>free = ~(left | down | right)：没有皇后攻击的格子有 %n 个。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/algorithms/bitmaskview.cpp" line="39"/>
        <source>bit = free &amp; -free: column %1, the lowest free square not tried yet; %n more after it.</source>
        <translation>
            <numerusform>bit = free &amp; -free：第 %1 列，尚未尝试的空格中最左边的一个；其后还有 %n 个。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/algorithms/bitmaskview.cpp" line="45"/>
        <source>Tried in this row so far: %n free square(s), lowest first.</source>
        <translation>
            <numerusform>本行已尝试的空格：%n 个（从左到右）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/algorithms/bitmaskview.cpp" line="48"/>
        <source>This step is on line %1 of the pseudocode.</source>
        <translation>这一步位于伪代码第 %1 行。</translation>
    </message>
    <message>
        <location filename="../app/words/bitmaskwords.cpp" line="43"/>
        <source>Free squares tried</source>
        <translation>尝试过的空闲格子</translation>
    </message>
    <message>
        <location filename="../app/words/bitmaskwords.cpp" line="44"/>
        <source>Squares of the next row that the masks leave free, each tried for a queen.</source>
        <translation>掩码留出的下一行空闲格子，每个都尝试放皇后。</translation>
    </message>
    <message>
        <location filename="../app/words/bitmaskwords.cpp" line="47"/>
        <source>Not used here: the masks leave attacked squares out, so none is tried and found attacked.</source>
        <translation>此处不适用：掩码排除了受攻击的格子，因此不会尝试到受攻击的格子。</translation>
    </message>
</context>
<context>
    <name>nq::BoardAccessible</name>
    <message>
        <location filename="../app/studio/board/boardaccessible.cpp" line="103"/>
        <source>Row %1, column %2</source>
        <translation>第 %1 行第 %2 列</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/board/boardaccessible.cpp" line="107"/>
        <source>%1: queen, attacked by %n queen(s)</source>
        <translation>
            <numerusform>%1：皇后，受到 %n 个皇后攻击</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/board/boardaccessible.cpp" line="108"/>
        <source>%1: queen, not attacked</source>
        <translation>%1：皇后，未受攻击</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/board/boardaccessible.cpp" line="110"/>
        <source>%1: empty, attacked by %n queen(s)</source>
        <translation>
            <numerusform>%1：空，受到 %n 个皇后攻击</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/board/boardaccessible.cpp" line="111"/>
        <source>%1: empty, safe</source>
        <translation>%1：空，安全</translation>
    </message>
    <message>
        <location filename="../app/studio/board/boardaccessible.cpp" line="125"/>
        <source>Board, %1 × %1</source>
        <translation>棋盘 %1 × %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/board/boardaccessible.cpp" line="127"/>
        <source>%n queen(s) on the board</source>
        <translation>
            <numerusform>棋盘上有 %n 个皇后</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/board/boardaccessible.cpp" line="130"/>
        <source>%1; the board is too large to read square by square.</source>
        <translation>%1；棋盘太大，无法逐格朗读。</translation>
    </message>
    <message>
        <location filename="../app/studio/board/boardaccessible.cpp" line="187"/>
        <source>Column %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <location filename="../app/studio/board/boardaccessible.cpp" line="192"/>
        <source>Row %1</source>
        <translation>第 %1 行</translation>
    </message>
</context>
<context>
    <name>nq::BoardExport</name>
    <message>
        <location filename="../app/render/exportpdf.cpp" line="121"/>
        <source>page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <location filename="../app/render/exportpdf.cpp" line="163"/>
        <source>The title takes %1 lines on the page, more than the %2 a title may take: shorten it.</source>
        <translation>标题在页面上占 %1 行，超过了标题最多可占的 %2 行：请缩短标题。</translation>
    </message>
    <message>
        <location filename="../app/render/exportpdf.cpp" line="223"/>
        <source>Name: ____________________    Date: ____________</source>
        <translation>姓名：____________________    日期：____________</translation>
    </message>
    <message>
        <location filename="../app/render/exportpdf.cpp" line="228"/>
        <source>The queens that were given stand in framed squares.</source>
        <translation>带框格子里的皇后是题目给出的。</translation>
    </message>
    <message>
        <location filename="../app/render/exportpdf.cpp" line="211"/>
        <source>Answers: %1</source>
        <translation>答案：%1</translation>
    </message>
    <message>
        <location filename="../app/render/boardexport.cpp" line="30"/>
        <source>Cannot tell the format of %1: use a name ending in .png, .svg or .pdf</source>
        <translation>无法判断 %1 的格式：请使用以 .png、.svg 或 .pdf 结尾的文件名</translation>
    </message>
    <message>
        <location filename="../app/render/boardexport.cpp" line="126"/>
        <source>the picture could not be encoded as PNG</source>
        <translation>无法将图片编码为 PNG</translation>
    </message>
    <message>
        <location filename="../app/render/boardexport.cpp" line="196"/>
        <location filename="../app/render/boardexport.cpp" line="246"/>
        <source>A worksheet is a PDF, to print: use a name ending in .pdf, not &apos;%1&apos;.</source>
        <translation>练习单是用于打印的 PDF：请使用以 .pdf 结尾的文件名，而不是 &apos;%1&apos;。</translation>
    </message>
    <message>
        <location filename="../app/render/boardexport.cpp" line="200"/>
        <location filename="../app/render/boardexport.cpp" line="282"/>
        <source>There are no boards to put on a sheet.</source>
        <translation>没有可放到汇总图上的棋盘。</translation>
    </message>
    <message>
        <location filename="../app/render/boardexport.cpp" line="221"/>
        <source>%1. Place %2 queens, no two attacking.</source>
        <translation>%1. 放置 %2 个互不攻击的皇后。</translation>
    </message>
    <message>
        <location filename="../app/render/boardexport.cpp" line="222"/>
        <source>%1. Place the other %2 queens.</source>
        <translation>%1. 放置其余 %2 个皇后。</translation>
    </message>
    <message>
        <location filename="../app/render/boardexport.cpp" line="231"/>
        <source>(one of %L1 solutions)</source>
        <translation>（%L1 个解中的一个）</translation>
    </message>
    <message>
        <location filename="../app/render/boardexport.cpp" line="233"/>
        <source>(other completions exist)</source>
        <translation>（还有其他补全方式）</translation>
    </message>
    <message>
        <location filename="../app/render/boardexport.cpp" line="251"/>
        <location filename="../app/render/boardexport.cpp" line="258"/>
        <source>Stopped before the worksheet was written.</source>
        <translation>在写出练习单之前已停止。</translation>
    </message>
    <message>
        <location filename="../app/render/boardexport.cpp" line="283"/>
        <source>A sheet holds at most %1 boards in this format, not %2; choose one board per class or a smaller size.</source>
        <translation>此格式下一张汇总图最多容纳 %1 个棋盘，无法容纳 %2 个；请选择每类一个棋盘或更小的尺寸。</translation>
    </message>
    <message>
        <location filename="../app/render/boardexport.cpp" line="312"/>
        <source>The title takes %1 lines on the sheet, more than the %2 a title may take: shorten it.</source>
        <translation>标题在表上占 %1 行，超过了标题最多可占的 %2 行：请缩短标题。</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="99"/>
        <source>Class %1 (%2 sets)</source>
        <translation>类 %1（%2 个集合）</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="100"/>
        <source>Set %1</source>
        <translation>集合 %1</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="104"/>
        <source>Class %1 (%2 solutions)</source>
        <translation>类 %1（%2 个解）</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="108"/>
        <source>Solution %1</source>
        <translation>解 %1</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="125"/>
        <source>%1 × %1, %2 queens: one covering set per symmetry class</source>
        <translation>%1 × %1，%2 个皇后：每个对称类一个支配集</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="128"/>
        <source>%1 × %1, %2 queens: every covering set</source>
        <translation>%1 × %1，%2 个皇后：所有支配集</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="129"/>
        <source>%1 × %1: one solution per symmetry class</source>
        <translation>%1 × %1：每个对称类一个解</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="130"/>
        <source>%1 × %1: all solutions</source>
        <translation>%1 × %1：所有解</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="180"/>
        <source>Sheets and lists are made of boards up to %1 × %1; this one is %2 × %2.</source>
        <translation>汇总页和列表只支持最大 %1 × %1 的棋盘；此棋盘为 %2 × %2。</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="199"/>
        <location filename="../app/render/sheetcontents.cpp" line="263"/>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="227"/>
        <source>A %1 sheet holds at most %L2 boards; %3 × %3 has more than %L4 classes of covering sets of %5 queens.</source>
        <translation>%1 汇总页最多容纳 %L2 个棋盘；%3 × %3 上 %5 个皇后的支配集超过 %L4 类。</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="229"/>
        <source>A %1 sheet holds at most %L2 boards; %3 × %3 has more than %L4 covering sets of %5 queens.</source>
        <translation>%1 汇总页最多容纳 %L2 个棋盘；%3 × %3 上 %5 个皇后的支配集超过 %L4 个。</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="240"/>
        <source>A %1 sheet holds at most %L2 boards; %3 × %3 has more than can be counted.</source>
        <translation>%1 汇总页最多容纳 %L2 个棋盘；%3 × %3 的棋盘多得无法计数。</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="247"/>
        <source>%L1 classes of covering sets</source>
        <translation>%L1 类支配集</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="247"/>
        <source>%L1 covering sets</source>
        <translation>%L1 个支配集</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="248"/>
        <source>%L1 classes of solutions</source>
        <translation>%L1 类解</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="248"/>
        <source>%L1 solutions</source>
        <translation>%L1 个解</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="249"/>
        <source>A %1 sheet holds at most %L2 boards; %3 × %3 has %4.</source>
        <translation>%1 汇总页最多容纳 %L2 个棋盘；%3 × %3 有 %4。</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="275"/>
        <source>No %1 queens cover the %2 × %2 board: there is nothing to put on a sheet.</source>
        <translation>%1 个皇后无法覆盖 %2 × %2 棋盘：没有可放到汇总页上的内容。</translation>
    </message>
    <message>
        <location filename="../app/render/sheetcontents.cpp" line="278"/>
        <source>The %1 × %1 board has no solutions to put on a sheet.</source>
        <translation>%1 × %1 棋盘没有可放到汇总页上的解。</translation>
    </message>
</context>
<context>
    <name>nq::BoardPresenter</name>
    <message>
        <location filename="../app/studio/window/boardpresenter.cpp" line="162"/>
        <source>Covering set %L1 of %L2, in class %L3.</source>
        <translation>第 %L1 个支配集（共 %L2 个），属于类 %L3。</translation>
    </message>
    <message>
        <location filename="../app/studio/window/boardpresenter.cpp" line="166"/>
        <source>Solution %L1 of %L2, in class %L3.</source>
        <translation>第 %L1 个解（共 %L2 个），属于类 %L3。</translation>
    </message>
    <message>
        <location filename="../app/studio/window/boardpresenter.cpp" line="183"/>
        <source>Set %L1 is set %L2 %3.</source>
        <translation>集合 %L1 是集合 %L2 %3后的结果。</translation>
    </message>
    <message>
        <location filename="../app/studio/window/boardpresenter.cpp" line="187"/>
        <source>Solution %L1 is solution %L2 %3.</source>
        <translation>解 %L1 是解 %L2 %3后的结果。</translation>
    </message>
</context>
<context>
    <name>nq::BoundedFile</name>
    <message>
        <location filename="../core/boundedfile.cpp" line="24"/>
        <source>a part file</source>
        <translation>分段文件</translation>
    </message>
    <message>
        <location filename="../core/boundedfile.cpp" line="29"/>
        <source>a settings file</source>
        <translation>设置文件</translation>
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
            <numerusform>%n 字节</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/boundedfile.cpp" line="49"/>
        <location filename="../core/boundedfile.cpp" line="126"/>
        <source>&apos;%1&apos; is a folder, not %2</source>
        <translation>“%1”是文件夹，不是%2</translation>
    </message>
    <message>
        <location filename="../core/boundedfile.cpp" line="53"/>
        <source>&apos;%1&apos; is a pipe, not %2: only regular files are read</source>
        <translation>“%1”是管道，不是%2：只读取普通文件</translation>
    </message>
    <message>
        <location filename="../core/boundedfile.cpp" line="57"/>
        <location filename="../core/boundedfile.cpp" line="128"/>
        <source>&apos;%1&apos; is a device, not %2: only regular files are read</source>
        <translation>“%1”是设备，不是%2：只读取普通文件</translation>
    </message>
    <message>
        <location filename="../core/boundedfile.cpp" line="60"/>
        <location filename="../core/boundedfile.cpp" line="131"/>
        <location filename="../core/boundedfile.cpp" line="181"/>
        <source>&apos;%1&apos; is larger than %2, the most %3 can be</source>
        <translation>“%1”大于 %2，超过了%3的上限</translation>
    </message>
    <message>
        <location filename="../core/boundedfile.cpp" line="98"/>
        <location filename="../core/boundedfile.cpp" line="167"/>
        <location filename="../core/boundedfile.cpp" line="186"/>
        <source>cannot read &apos;%1&apos;: %2</source>
        <translation>无法读取“%1”：%2</translation>
    </message>
    <message>
        <location filename="../core/boundedfile.cpp" line="104"/>
        <source>cannot read &apos;%1&apos;</source>
        <translation>无法读取“%1”</translation>
    </message>
</context>
<context>
    <name>nq::BreakpointStore</name>
    <message>
        <location filename="../app/studio/debugger/breakpointstore.cpp" line="52"/>
        <source>A stored breakpoint of %1 was dropped: %2</source>
        <translation>已去掉保存的 %1 断点：%2</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointstore.cpp" line="92"/>
        <location filename="../app/studio/debugger/breakpointstore.cpp" line="142"/>
        <source>Remove Breakpoint</source>
        <translation>删除断点</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointstore.cpp" line="97"/>
        <location filename="../app/studio/debugger/breakpointstore.cpp" line="106"/>
        <source>Set Breakpoint</source>
        <translation>设置断点</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointstore.cpp" line="121"/>
        <source>Change Breakpoint Condition</source>
        <translation>更改断点条件</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointstore.cpp" line="122"/>
        <source>Enable Breakpoint</source>
        <translation>启用断点</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointstore.cpp" line="123"/>
        <source>Disable Breakpoint</source>
        <translation>禁用断点</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointstore.cpp" line="147"/>
        <source>Remove All Breakpoints</source>
        <translation>删除全部断点</translation>
    </message>
</context>
<context>
    <name>nq::BreakpointsView</name>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="129"/>
        <source>always</source>
        <translation>总是</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="135"/>
        <source>No breakpoints. Click left of a pseudocode line, or press F9.</source>
        <translation>没有断点。单击伪代码行的左侧，或按 F9。</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="152"/>
        <source>Remove All Breakpoints</source>
        <translation>删除全部断点</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="153"/>
        <source>Remove all %n breakpoint(s) of %1?</source>
        <translation>
            <numerusform>删除 %1 的全部 %n 个断点吗？</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="157"/>
        <source>Edit &gt; Undo (Ctrl+Z) brings them back.</source>
        <translation>编辑 &gt; 撤销 (Ctrl+Z) 可以恢复它们。</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="189"/>
        <source>Breakpoint Condition</source>
        <translation>断点条件</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="197"/>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="201"/>
        <source>any</source>
        <translation>任意</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="206"/>
        <source>Only at &amp;row (depth):</source>
        <translation>只在此行（深度）(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="207"/>
        <source>Only at &amp;column:</source>
        <translation>只在此列(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="208"/>
        <source>Only &amp;every k-th hit, k =</source>
        <translation>每 k 次命中一次(&amp;E)，k =</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="217"/>
        <source>A column needs its row: choose the row too.</source>
        <translation>列需要同时给出行：请也选择行。</translation>
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
        <translation>命中次数</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="254"/>
        <source>Breakpoints</source>
        <translation>断点</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="255"/>
        <source>&amp;Condition…</source>
        <translation>条件(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="256"/>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="257"/>
        <source>Remove &amp;All</source>
        <translation>全部删除(&amp;A)</translation>
    </message>
</context>
<context>
    <name>nq::CallStack</name>
    <message>
        <location filename="../app/words/callstack.cpp" line="121"/>
        <source>%1 entries, too many to list</source>
        <translation>%1 个元素，太多无法列出</translation>
    </message>
    <message>
        <location filename="../app/words/callstack.cpp" line="161"/>
        <source>The run is over: every call has returned.</source>
        <translation>运行已结束：所有调用都已返回。</translation>
    </message>
    <message>
        <location filename="../app/words/callstack.cpp" line="167"/>
        <location filename="../app/words/callstack.cpp" line="175"/>
        <source>Calls of solve</source>
        <translation>solve 的调用</translation>
    </message>
    <message>
        <location filename="../app/words/callstack.cpp" line="180"/>
        <source>The array x plays the stack: one entry per row</source>
        <translation>数组 x 充当栈：每行一个元素</translation>
    </message>
    <message>
        <location filename="../app/words/callstack.cpp" line="197"/>
        <source>No calls: this algorithm has no recursion</source>
        <translation>没有调用：此算法不递归</translation>
    </message>
    <message>
        <location filename="../app/words/callstackfamilies.cpp" line="48"/>
        <source>Calls of solve (bits in the board&apos;s column order)</source>
        <translation>solve 的调用（位按棋盘列的顺序）</translation>
    </message>
    <message>
        <location filename="../app/words/callstackfamilies.cpp" line="77"/>
        <source>Calls of cover</source>
        <translation>cover 的调用</translation>
    </message>
    <message>
        <location filename="../app/words/callstackfamilies.cpp" line="105"/>
        <source>uncovered squares</source>
        <translation>未覆盖的格子</translation>
    </message>
    <message>
        <location filename="../app/words/callstackfamilies.cpp" line="111"/>
        <source>The queue plays the stack: boards waiting, by queens</source>
        <translation>队列充当栈：等待的棋盘，按皇后数</translation>
    </message>
    <message>
        <location filename="../app/words/callstackfamilies.cpp" line="112"/>
        <source>The stack of boards waiting, by queens</source>
        <translation>等待的棋盘栈，按皇后数</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/callstackfamilies.cpp" line="121"/>
        <source>%n board(s) of %1 queens</source>
        <translation>
            <numerusform>%n 个有 %1 个皇后的棋盘</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/words/callstackfamilies.cpp" line="128"/>
        <source>queue size</source>
        <translation>队列长度</translation>
    </message>
    <message>
        <location filename="../app/words/callstackfamilies.cpp" line="128"/>
        <source>stack size</source>
        <translation>栈大小</translation>
    </message>
    <message>
        <location filename="../app/words/callstackfamilies.cpp" line="132"/>
        <source>Nothing waits: the board taken out is the last.</source>
        <translation>没有等待的棋盘：取出的棋盘是最后一个。</translation>
    </message>
</context>
<context>
    <name>nq::CallStackView</name>
    <message>
        <location filename="../app/studio/debugger/callstackview.cpp" line="92"/>
        <source>A board picked or put by hand: no call is in progress.</source>
        <translation>这是选中的或手动摆放的棋盘：没有正在进行的调用。</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/callstackview.cpp" line="134"/>
        <source>Call stack</source>
        <translation>调用栈</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/callstackview.cpp" line="155"/>
        <source>Click: go to where this call began. Double click (or Shift+Enter): go to where it returns.</source>
        <translation>单击：转到此调用开始处。双击（或 Shift+Enter）：转到它返回处。</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/callstackview.cpp" line="158"/>
        <source>%1, the call running now</source>
        <translation>%1，当前正在运行的调用</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/callstackview.cpp" line="179"/>
        <source>column</source>
        <translation>列</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/callstackview.cpp" line="190"/>
        <source>Changed by this step</source>
        <translation>这一步改变了它</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/callstackview.cpp" line="231"/>
        <source>&amp;Variables</source>
        <translation>变量(&amp;V)</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/callstackview.cpp" line="232"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/callstackview.cpp" line="232"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/callstackview.cpp" line="233"/>
        <source>Calls</source>
        <translation>调用</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/callstackview.cpp" line="234"/>
        <source>Variables</source>
        <translation>变量</translation>
    </message>
</context>
<context>
    <name>nq::CatalogFilter</name>
    <message>
        <location filename="../core/catalogfilter.cpp" line="58"/>
        <source>a queen on %1</source>
        <translation>%1 上有皇后</translation>
    </message>
    <message>
        <location filename="../core/catalogfilter.cpp" line="59"/>
        <source>queens on %1</source>
        <translation>%1 上有皇后</translation>
    </message>
    <message>
        <location filename="../core/catalogfilter.cpp" line="65"/>
        <source>no symmetry</source>
        <translation>无对称</translation>
    </message>
    <message>
        <location filename="../core/catalogfilter.cpp" line="68"/>
        <source>the same after a half turn</source>
        <translation>转半圈后相同</translation>
    </message>
    <message>
        <location filename="../core/catalogfilter.cpp" line="71"/>
        <source>the same after a quarter turn</source>
        <translation>转四分之一圈后相同</translation>
    </message>
    <message>
        <location filename="../core/catalogfilter.cpp" line="74"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location filename="../core/catalogfilter.cpp" line="82"/>
        <source>No covering set matches.</source>
        <translation>没有符合条件的控制集。</translation>
    </message>
    <message>
        <location filename="../core/catalogfilter.cpp" line="83"/>
        <source>No solution matches.</source>
        <translation>没有符合条件的解。</translation>
    </message>
    <message>
        <location filename="../core/catalogfilter.cpp" line="84"/>
        <source>1 covering set matches</source>
        <translation>1 个控制集符合条件</translation>
    </message>
    <message>
        <location filename="../core/catalogfilter.cpp" line="85"/>
        <source>%L1 covering sets match</source>
        <translation>%L1 个控制集符合条件</translation>
    </message>
    <message>
        <location filename="../core/catalogfilter.cpp" line="86"/>
        <source>1 solution matches</source>
        <translation>1 个解符合条件</translation>
    </message>
    <message>
        <location filename="../core/catalogfilter.cpp" line="87"/>
        <source>%L1 solutions match</source>
        <translation>%L1 个解符合条件</translation>
    </message>
    <message>
        <location filename="../core/catalogfilter.cpp" line="88"/>
        <source>in 1 class</source>
        <translation>共 1 类</translation>
    </message>
    <message>
        <location filename="../core/catalogfilter.cpp" line="89"/>
        <source>in %L1 classes</source>
        <translation>共 %L1 类</translation>
    </message>
    <message>
        <location filename="../core/catalogfilter.cpp" line="90"/>
        <source>%1, %2.</source>
        <translation>%1，%2。</translation>
    </message>
</context>
<context>
    <name>nq::CatalogModel</name>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="212"/>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="237"/>
        <source>  ⟳ symmetric under a quarter turn</source>
        <translation>  ⟳ 旋转 90° 对称</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="214"/>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="239"/>
        <source>  ⟲ symmetric under a half turn</source>
        <translation>  ⟲ 旋转 180° 对称</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="219"/>
        <source>Queens on %1 (row, column)</source>
        <translation>皇后位于 %1（行, 列）</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="220"/>
        <source>Queens on %1 (row, column): the representative %2</source>
        <translation>皇后位于 %1（行, 列）：代表解%2</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="223"/>
        <source>Class %L1: 1 set</source>
        <translation>类 %L1：1 个集合</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="224"/>
        <source>Class %L1: %2 sets</source>
        <translation>类 %L1：%2 个集合</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="227"/>
        <source>Set %L1 (class %L2)</source>
        <translation>集合 %L1（类 %L2）</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="229"/>
        <source>Set %L1: the representative</source>
        <translation>集合 %L1：代表</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="230"/>
        <source>Set %L1: the representative %2</source>
        <translation>集合 %L1：代表解%2</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="247"/>
        <source>Solution %L1: the representative %2</source>
        <translation>解 %L1：代表解%2</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="255"/>
        <source>Columns %1: the representative %2</source>
        <translation>列 %1：代表解%2</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="240"/>
        <source>Class %L1: %2 solutions</source>
        <translation>类 %L1：%2 个解</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="243"/>
        <source>Solution %L1 (class %L2)</source>
        <translation>解 %L1（类 %L2）</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="246"/>
        <source>Solution %L1: the representative</source>
        <translation>解 %L1：代表解</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/catalogmodel.cpp" line="253"/>
        <source>Representative: %1</source>
        <translation>代表解：%1</translation>
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
            <numerusform>%n 分钟内没有任何活动，课堂会话已结束。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classcontroller.cpp" line="113"/>
        <source>The class session could not start: %1</source>
        <translation>无法开始课堂会话：%1</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classcontroller.cpp" line="145"/>
        <source>The class session has ended; its port is closed.</source>
        <translation>课堂会话已结束，端口已关闭。</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classcontroller.cpp" line="176"/>
        <source>Class session open at %1, code %2.</source>
        <translation>课堂会话已在 %1 打开，代码为 %2。</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classcontroller.cpp" line="286"/>
        <source>“%1” is not asked in the next %L2 steps of this run.</source>
        <translation>在本次运行接下来的 %L2 步中不会提问“%1”。</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classcontroller.cpp" line="300"/>
        <source>Asked the class: %1</source>
        <translation>已向全班提问：%1</translation>
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
        <translation>导出课堂结果</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classcontroller.cpp" line="371"/>
        <source>class-results</source>
        <translation>课堂结果</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classcontroller.cpp" line="372"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/classroom/classcontroller.cpp" line="380"/>
        <source>%n answer row(s) exported to %1.</source>
        <translation>
            <numerusform>已将 %n 行回答导出到 %1。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classcontroller.cpp" line="389"/>
        <source>End the Class Sessi&amp;on</source>
        <translation>结束课堂会话(&amp;O)</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classcontroller.cpp" line="389"/>
        <source>Start a Class Sessi&amp;on…</source>
        <translation>开始课堂会话(&amp;O)…</translation>
    </message>
</context>
<context>
    <name>nq::ClassDock</name>
    <message>
        <location filename="../app/studio/classroom/classdock.cpp" line="120"/>
        <source>QR code of the address to join</source>
        <translation>加入地址的二维码</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classdock.cpp" line="146"/>
        <source>Start a class session and your students answer from their phones: they open the address shown here on the school&apos;s network, or scan its QR code, and type the session&apos;s code.</source>
        <translation>开始课堂会话后，学生可以用手机作答：在学校网络中打开这里显示的地址或扫描二维码，然后输入会话代码。</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classdock.cpp" line="201"/>
        <source>&amp;Question:</source>
        <translation>问题(&amp;Q)：</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classdock.cpp" line="209"/>
        <source>Join at %1</source>
        <extracomment>%1 the address students open (http://192.168.1.5:8765/)</extracomment>
        <translation>加入：%1</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classdock.cpp" line="211"/>
        <source>Session code</source>
        <translation>会话代码</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classdock.cpp" line="212"/>
        <source>Session code %1</source>
        <translation>会话代码 %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/classroom/classdock.cpp" line="214"/>
        <source>%n student(s) joined</source>
        <translation>
            <numerusform>已有 %n 名学生加入</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classdock.cpp" line="216"/>
        <source>%1 joined, %2 connected</source>
        <translation>%1 人加入，%2 人在线</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classdock.cpp" line="218"/>
        <source>No question asked.</source>
        <translation>尚未提问。</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classdock.cpp" line="221"/>
        <source>Second vote: %1 of %2 answered</source>
        <extracomment>%1 answers in the second round, %2 students joined</extracomment>
        <translation>第二轮投票：%2 人中 %1 人已作答</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classdock.cpp" line="224"/>
        <source>%1 of %2 answered</source>
        <extracomment>%1 answers so far, %2 students joined</extracomment>
        <translation>%2 人中 %1 人已作答</translation>
    </message>
</context>
<context>
    <name>nq::ClassPage</name>
    <message>
        <location filename="../app/film/classpage.cpp" line="23"/>
        <location filename="../app/film/classpage.cpp" line="70"/>
        <source>N-Queens Studio: class session</source>
        <translation>N-Queens Studio：课堂会话</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="24"/>
        <source>Session code:</source>
        <translation>会话代码：</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="25"/>
        <source>Your nickname:</source>
        <translation>你的昵称：</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="26"/>
        <source>Join</source>
        <translation>加入</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="28"/>
        <source>Joined as %1</source>
        <extracomment>%1 the nickname the student joined with</extracomment>
        <translation>已以 %1 加入</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="30"/>
        <source>That is not the session&apos;s code: check the code on the projector.</source>
        <translation>这不是会话代码：请核对投影上的代码。</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="32"/>
        <source>Too many wrong codes from this device: wait a minute, then try again.</source>
        <translation>这台设备输错代码次数过多：请等一分钟后再试。</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="33"/>
        <source>The class session is full.</source>
        <translation>课堂会话已满。</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="35"/>
        <source>Type a nickname of 1 to 24 letters, and a code of 6 digits.</source>
        <translation>请输入 1 到 24 个字的昵称和 6 位数字代码。</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="36"/>
        <source>Connection lost: reconnecting…</source>
        <translation>连接中断：正在重新连接…</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="37"/>
        <source>Waiting for the teacher&apos;s board…</source>
        <translation>正在等待老师的棋盘…</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="40"/>
        <source>Answer sent: %1. You may change it until the votes are shown.</source>
        <extracomment>%1 the student&apos;s answer in words (&quot;row 2, column 3&quot;)</extracomment>
        <translation>答案已发送：%1。在公布投票之前可以更改。</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="41"/>
        <source>Not counted: the votes are closed.</source>
        <translation>未计入：投票已截止。</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="42"/>
        <source>The votes are closed. Wait for the teacher.</source>
        <translation>投票已截止。请等待老师。</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="43"/>
        <source>Discuss with your neighbour, then vote again.</source>
        <translation>与同桌讨论，然后再投一次票。</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="45"/>
        <source>Votes, round %1</source>
        <extracomment>%1 the round of votes: 1, or 2 after discussing</extracomment>
        <translation>投票（第 %1 轮）</translation>
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
        <translation>（你的）</translation>
    </message>
    <message>
        <location filename="../app/film/classpage.cpp" line="51"/>
        <source>The class session has ended. Thank you!</source>
        <translation>课堂会话已结束。谢谢！</translation>
    </message>
</context>
<context>
    <name>nq::ClassResults</name>
    <message>
        <location filename="../app/studio/classroom/classresults.cpp" line="35"/>
        <source>Nickname</source>
        <translation>昵称</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classresults.cpp" line="35"/>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classresults.cpp" line="35"/>
        <source>Step</source>
        <translation>步</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classresults.cpp" line="35"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classresults.cpp" line="36"/>
        <source>Asked</source>
        <translation>提问内容</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classresults.cpp" line="36"/>
        <source>First vote</source>
        <translation>第一次投票</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classresults.cpp" line="36"/>
        <location filename="../app/studio/classroom/classresults.cpp" line="37"/>
        <source>Result</source>
        <translation>结果</translation>
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
        <translation>第二次投票</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classresults.cpp" line="37"/>
        <source>Right answer</source>
        <translation>正确答案</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classresults.cpp" line="68"/>
        <source>right</source>
        <translation>正确</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classresults.cpp" line="68"/>
        <source>wrong</source>
        <translation>错误</translation>
    </message>
</context>
<context>
    <name>nq::ClassSessionDialog</name>
    <message>
        <location filename="../app/studio/classroom/classsessiondialog.cpp" line="16"/>
        <source>Start a Class Session</source>
        <translation>开始课堂会话</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classsessiondialog.cpp" line="19"/>
        <source>Students on this computer&apos;s network open the address the Class dock shows, or scan its QR code, and type the session&apos;s code. What they see and answer (the board, the questions, their nicknames and votes) crosses the school&apos;s network unencrypted and goes nowhere else; nothing about them is kept after the session unless you export the results.</source>
        <translation>与这台电脑在同一网络的学生打开“课堂”面板显示的地址或扫描其二维码，然后输入会话代码。他们看到和回答的内容（棋盘、问题、昵称和投票）以未加密的方式在学校网络中传输，不会发往别处；除非你导出结果，会话结束后不会保留任何关于学生的信息。</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classsessiondialog.cpp" line="28"/>
        <source>The first free from 8765</source>
        <translation>从 8765 起第一个空闲端口</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classsessiondialog.cpp" line="30"/>
        <source>&amp;Port:</source>
        <translation>端口(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classsessiondialog.cpp" line="33"/>
        <source>&amp;Most students:</source>
        <translation>最多学生数(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classsessiondialog.cpp" line="35"/>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classsessiondialog.cpp" line="37"/>
        <source>&amp;End after idle:</source>
        <translation>空闲后结束(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/classsessiondialog.cpp" line="39"/>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
</context>
<context>
    <name>nq::CodeView</name>
    <message>
        <location filename="../app/studio/debugger/codeview.cpp" line="146"/>
        <source>%1 has no %2 listing: the listings are of the searches the textbooks give in code.</source>
        <translation>%1 没有 %2 程序：只有教科书以代码给出的搜索才有程序。</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/codeview.cpp" line="206"/>
        <source>Line %1 of the program stands for no line of the pseudocode: a breakpoint goes on a line marked in the pseudocode&apos;s terms.</source>
        <translation>程序的第 %1 行不对应伪代码的任何一行：断点要设在对应伪代码的行上。</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/codeview.cpp" line="296"/>
        <source>The %1 program is on the clipboard.</source>
        <translation>%1 程序已复制到剪贴板。</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/codeview.cpp" line="304"/>
        <location filename="../app/studio/debugger/codeview.cpp" line="311"/>
        <source>Save Code As</source>
        <translation>代码另存为</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/codeview.cpp" line="305"/>
        <source>C++ programs (*.cpp)</source>
        <translation>C++ 程序 (*.cpp)</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/codeview.cpp" line="306"/>
        <source>Python programs (*.py)</source>
        <translation>Python 程序 (*.py)</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/codeview.cpp" line="314"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/codeview.cpp" line="321"/>
        <source>Copy Code</source>
        <translation>复制代码</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/codeview.cpp" line="322"/>
        <source>Save Code As…</source>
        <translation>代码另存为…</translation>
    </message>
</context>
<context>
    <name>nq::CompareWindow</name>
    <message>
        <location filename="../app/studio/compare/comparewindow.cpp" line="80"/>
        <source>Compare Algorithms</source>
        <translation>比较算法</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/comparewindow.cpp" line="81"/>
        <source>&amp;Ladder of Work</source>
        <translation>工作量阶梯(&amp;L)</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/comparewindow.cpp" line="82"/>
        <source>&amp;Race</source>
        <translation>赛跑(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/comparewindow.cpp" line="83"/>
        <source>E&amp;stimate the Tree</source>
        <translation>估计搜索树(&amp;S)</translation>
    </message>
</context>
<context>
    <name>nq::ConstructionView</name>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="16"/>
        <source>n = %1: a board of 2 or 3 has no solution.</source>
        <translation>n = %1：2 或 3 的棋盘没有解。</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="18"/>
        <source>n = %1 is even and n mod 6 = %2, not 2: row i takes column 2i, row n/2 + i column 2i - 1.</source>
        <translation>n = %1 为偶数且 n mod 6 = %2（不是 2）：第 i 行放在第 2i 列，第 n/2 + i 行放在第 2i - 1 列。</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="22"/>
        <source>n = %1 is odd: the formula for m = n - 1 = %2 (m mod 6 = %3, not 2: row i takes column 2i, row m/2 + i column 2i - 1), and a queen in the corner.</source>
        <translation>n = %1 为奇数：用 m = n - 1 = %2 的公式（m mod 6 = %3，不是 2：第 i 行放在第 2i 列，第 m/2 + i 行放在第 2i - 1 列），再在角上放一个皇后。</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="29"/>
        <source>n = %1 and n mod 6 = 2: the columns shift by k = (2i + n/2 - 3) mod n.</source>
        <translation>n = %1 且 n mod 6 = 2：各列平移 k = (2i + n/2 - 3) mod n。</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="32"/>
        <source>n = %1 is odd: the formula for m = n - 1 = %2 (m mod 6 = 2: the columns shift by k = (2i + m/2 - 3) mod m), and a queen in the corner.</source>
        <translation>n = %1 为奇数：用 m = n - 1 = %2 的公式（m mod 6 = 2：各列平移 k = (2i + m/2 - 3) mod m），再在角上放一个皇后。</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="49"/>
        <source>n mod 6 = %1, not 2</source>
        <translation>n mod 6 = %1（不是 2）</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="50"/>
        <source>n is odd, m = %1, m mod 6 = %2, not 2</source>
        <translation>n 为奇数，m = %1，m mod 6 = %2（不是 2）</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="52"/>
        <source>n mod 6 = 2</source>
        <translation>n mod 6 = 2</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="52"/>
        <source>n is odd, m = %1, m mod 6 = 2</source>
        <translation>n 为奇数，m = %1，m mod 6 = 2</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="62"/>
        <source>%1: %2</source>
        <extracomment>The case of n mod 6 the board takes, then the formula of this row&apos;s column.</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="83"/>
        <source>Row %1: the odd board&apos;s last queen goes in the corner, column %2.</source>
        <translation>第 %1 行：奇数棋盘的最后一个皇后放在角上，第 %2 列。</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="88"/>
        <source>Row %1 = i with i = %1: column 2i = %2.</source>
        <translation>第 %1 行 = i（i = %1）：第 2i = %2 列。</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="89"/>
        <source>Row %1 = m/2 + i with i = %2: column 2i - 1 = %3.</source>
        <translation>第 %1 行 = m/2 + i（i = %2）：第 2i - 1 = %3 列。</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="91"/>
        <source>Row %1 = i with i = %1: k = (2i + m/2 - 3) mod m = %2, column 1 + k = %3.</source>
        <translation>第 %1 行 = i（i = %1）：k = (2i + m/2 - 3) mod m = %2，第 1 + k = %3 列。</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="95"/>
        <source>Row %1 = m + 1 - i with i = %2: k = %3, column m - k = %4.</source>
        <translation>第 %1 行 = m + 1 - i（i = %2）：k = %3，第 m - k = %4 列。</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="68"/>
        <source>Finished: boards of 2 and 3 have no solution, so there is nothing to construct.</source>
        <translation>结束：2 和 3 的棋盘没有解，所以无从构造。</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="104"/>
        <source>Not used here: the formula writes each row&apos;s column down without a search.</source>
        <translation>此处不适用：公式无需搜索即可写出每行的列。</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="107"/>
        <source>Queens put down by the formula, one per row.</source>
        <translation>按公式放下的皇后，每行一个。</translation>
    </message>
</context>
<context>
    <name>nq::CountDialog</name>
    <message>
        <location filename="../app/studio/browser/countdialog.cpp" line="19"/>
        <location filename="../app/studio/browser/countdialog.cpp" line="178"/>
        <source>Count Solutions</source>
        <translation>统计解数</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/countdialog.cpp" line="23"/>
        <source>All solutions of the %1 × %1 board, counted on every core.</source>
        <translation>使用全部 CPU 核心统计 %1 × %1 棋盘的所有解。</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/countdialog.cpp" line="41"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/countdialog.cpp" line="57"/>
        <location filename="../app/studio/browser/countdialog.cpp" line="141"/>
        <source>Counting…</source>
        <translation>正在统计…</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/countdialog.cpp" line="57"/>
        <source>Timing this machine on a smaller board…</source>
        <translation>正在用较小的棋盘测量这台计算机的速度…</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/countdialog.cpp" line="90"/>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/browser/countdialog.cpp" line="115"/>
        <source>about %n second(s)</source>
        <translation>
            <numerusform>约 %n 秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/browser/countdialog.cpp" line="117"/>
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>约 %n 分钟</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/browser/countdialog.cpp" line="119"/>
        <source>about %n hour(s)</source>
        <translation>
            <numerusform>约 %n 小时</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/browser/countdialog.cpp" line="120"/>
        <source>about %n day(s)</source>
        <translation>
            <numerusform>约 %n 天</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/browser/countdialog.cpp" line="135"/>
        <source>This count will take %1 on this machine: Knuth&apos;s estimate of its search tree is %2 nodes, and %3 × %3 took %4 s here.</source>
        <translation>这次计数在这台计算机上需要%1：按高德纳方法估计其搜索树有 %2 个节点，而 %3 × %3 在这里用了 %4 秒。</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/countdialog.cpp" line="152"/>
        <source>%1% done, about %2 s left</source>
        <translation>已完成 %1%，约剩 %2 秒</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/countdialog.cpp" line="160"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/countdialog.cpp" line="162"/>
        <source>Cancelled: the count was not finished.</source>
        <translation>已取消：统计未完成。</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/countdialog.cpp" line="169"/>
        <source>Done in %1 s.</source>
        <translation>用时 %1 秒完成。</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/countdialog.cpp" line="170"/>
        <source>%L1 solutions in %L2 classes</source>
        <translation>%L1 个解，分为 %L2 个类</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/countdialog.cpp" line="179"/>
        <source>The counter counts boards up to %1 × %1.</source>
        <translation>计数器最多只能统计 %1 × %1 的棋盘。</translation>
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
        <translation>已检查格子</translation>
    </message>
    <message>
        <location filename="../app/words/algorithmwords.cpp" line="13"/>
        <source>Squares tried for the next queen, row by row.</source>
        <translation>逐行为下一个皇后尝试过的格子。</translation>
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
        <translation>冲突</translation>
    </message>
    <message>
        <location filename="../app/words/algorithmwords.cpp" line="15"/>
        <source>Tried squares found attacked by a queen already on the board.</source>
        <translation>尝试过的格子中被棋盘上已有皇后攻击的格子。</translation>
    </message>
    <message>
        <location filename="../app/words/counters.cpp" line="16"/>
        <source>Step</source>
        <translation>步数</translation>
    </message>
    <message>
        <location filename="../app/words/counters.cpp" line="16"/>
        <source>Steps taken since the start of the run.</source>
        <translation>自运行开始以来执行的步数。</translation>
    </message>
    <message>
        <location filename="../app/words/frontierwords.cpp" line="30"/>
        <location filename="../app/words/minconflictswords.cpp" line="51"/>
        <location filename="../app/words/rowsearchwords.cpp" line="19"/>
        <location filename="../app/words/counters.cpp" line="22"/>
        <source>Queens placed</source>
        <translation>已放置皇后</translation>
    </message>
    <message>
        <location filename="../app/words/counters.cpp" line="50"/>
        <source>Solutions</source>
        <translation>解</translation>
    </message>
    <message>
        <location filename="../app/words/counters.cpp" line="51"/>
        <source>Boards found with a queen in every row and no two queens attacking.</source>
        <translation>每行都有一个皇后且任意两个皇后互不攻击的棋盘数。</translation>
    </message>
    <message>
        <location filename="../app/words/counters.cpp" line="58"/>
        <source>Queens on the board</source>
        <translation>棋盘上的皇后</translation>
    </message>
    <message>
        <location filename="../app/words/counters.cpp" line="58"/>
        <source>Queens standing on the board now.</source>
        <translation>当前棋盘上的皇后数。</translation>
    </message>
    <message>
        <location filename="../app/words/counters.cpp" line="67"/>
        <source>Queens under attack</source>
        <translation>受攻击的皇后</translation>
    </message>
    <message>
        <location filename="../app/words/counters.cpp" line="68"/>
        <source>Queens on the board that another queen attacks now; the board hatches them.</source>
        <translation>当前被另一个皇后攻击的皇后；棋盘上以斜线标出。</translation>
    </message>
    <message>
        <location filename="../app/words/counters.cpp" line="83"/>
        <source>Queens put on a square that no queen above attacks.</source>
        <translation>放在不受上方任何皇后攻击的格子上的皇后。</translation>
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
        <translation>回溯</translation>
    </message>
    <message>
        <location filename="../app/words/counters.cpp" line="87"/>
        <source>Queens taken off again to try the next column of their row.</source>
        <translation>为尝试本行下一列而拿走的皇后。</translation>
    </message>
    <message>
        <location filename="../app/words/constructionwords.cpp" line="111"/>
        <location filename="../app/words/rowsearchwords.cpp" line="46"/>
        <location filename="../app/words/rowsearchwords.cpp" line="62"/>
        <location filename="../app/words/counters.cpp" line="88"/>
        <source>Boards checked</source>
        <translation>已检查的棋盘</translation>
    </message>
    <message>
        <location filename="../app/words/counters.cpp" line="89"/>
        <source>Not used here: squares are checked one by one as the queens go on, never a complete board at the end.</source>
        <translation>此处不适用：每放一个皇后就逐格检查，从不在最后检查整个棋盘。</translation>
    </message>
</context>
<context>
    <name>nq::CountersPanel</name>
    <message>
        <location filename="../app/studio/panels/counterspanel.cpp" line="59"/>
        <source>Counters</source>
        <translation>计数器</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/counterspanel.cpp" line="60"/>
        <source>The board shown is not the run&apos;s.</source>
        <translation>显示的棋盘不是运行中的棋盘。</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/counterspanel.cpp" line="61"/>
        <source>The rows of the board (queens on it, attacked) tell of the board shown; the run&apos;s rows wait for the run to go on.</source>
        <translation>棋盘的行（棋盘上的皇后、受攻击的皇后）说明所显示的棋盘；运行的行等运行继续时再更新。</translation>
    </message>
</context>
<context>
    <name>nq::DebugController</name>
    <message>
        <location filename="../app/studio/debugger/debugcontroller.cpp" line="119"/>
        <source>Line %1 makes no step of its own: playing never stops there, so it takes no breakpoint.</source>
        <translation>第 %1 行自身不产生步骤：播放不会停在那里，所以不能设断点。</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/debugcontroller.cpp" line="131"/>
        <source>Put the keyboard&apos;s cursor on a line of the pseudocode (Tab to it, then the arrows), or step to a line, then press F9.</source>
        <translation>请把键盘光标放到伪代码的某一行（用 Tab 移到那里，再用方向键），或单步执行到某一行，然后按 F9。</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/debugcontroller.cpp" line="150"/>
        <source>Click the square to stop at; the dialog comes back with it.</source>
        <translation>请单击要停下的格子；对话框会带着它回来。</translation>
    </message>
</context>
<context>
    <name>nq::DominationView</name>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="13"/>
        <source>Row %3, column %4 is not covered yet: try a queen on row %1, column %2, which covers it.</source>
        <translation>第 %3 行第 %4 列尚未覆盖：尝试在能覆盖它的第 %1 行第 %2 列放一个皇后。</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="20"/>
        <source>Row %1, column %2 is attacked by the queen on row %3, column %4: in the independent variant no two queens may attack each other.</source>
        <translation>第 %1 行第 %2 列受到第 %3 行第 %4 列皇后的攻击：在独立变体中，任意两个皇后都不能互相攻击。</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="28"/>
        <source>Put a queen on row %1, column %2. Every square is covered now.</source>
        <translation>在第 %1 行第 %2 列放一个皇后。现在每个格子都已覆盖。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/dominationwords.cpp" line="31"/>
        <source>Put a queen on row %1, column %2. %n square(s) still uncovered.</source>
        <translation>
            <numerusform>在第 %1 行第 %2 列放一个皇后。还有 %n 个格子未覆盖。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="36"/>
        <source>Take the queen off row %1, column %2 and try the next square.</source>
        <translation>拿走第 %1 行第 %2 列的皇后，尝试下一个格子。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/dominationwords.cpp" line="38"/>
        <source>Dead end: %n square(s) still uncovered, more than the queens left can cover. Go back.</source>
        <translation>
            <numerusform>死路：还有 %n 个格子未覆盖，超出了剩余皇后能覆盖的范围。回退。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="42"/>
        <source>Covering set %1: every square is occupied or attacked.</source>
        <translation>支配集 %1：每个格子都被占据或受到攻击。</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="48"/>
        <source>Finished: no set of these queens covers the board; the search tried every possibility.</source>
        <translation>结束：没有这个数量的皇后组成的集合能覆盖棋盘；搜索已尝试了所有可能。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/dominationwords.cpp" line="50"/>
        <source>Finished: %n covering set(s) found.</source>
        <translation>
            <numerusform>结束：共找到 %n 个支配集。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/algorithms/dominationview.cpp" line="22"/>
        <source>Queens on the board: %1 of %2</source>
        <translation>棋盘上的皇后：%2 个中的 %1 个</translation>
    </message>
    <message>
        <location filename="../app/studio/algorithms/dominationview.cpp" line="23"/>
        <source>Uncovered squares: %L1 of %L2</source>
        <translation>未覆盖的格子：%L2 个中有 %L1 个</translation>
    </message>
    <message>
        <location filename="../app/studio/algorithms/dominationview.cpp" line="25"/>
        <source>Queens left: %1, covering at most %1 × %2 = %3 squares.</source>
        <translation>剩余皇后：%1 个，最多覆盖 %1 × %2 = %3 个格子。</translation>
    </message>
    <message>
        <location filename="../app/studio/algorithms/dominationview.cpp" line="36"/>
        <source>queens (row,col)</source>
        <translation>皇后（行,列）</translation>
    </message>
    <message>
        <location filename="../app/studio/algorithms/dominationview.cpp" line="40"/>
        <source>The first uncovered square: row %1, column %2 (dashed).</source>
        <translation>第一个未覆盖的格子：第 %1 行第 %2 列（虚线）。</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="61"/>
        <source>Covering sets</source>
        <translation>支配集</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="62"/>
        <source>Sets of queens found that occupy or attack every square.</source>
        <translation>找到的占据或攻击每个格子的皇后集合数。</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="63"/>
        <source>Queens put on the board.</source>
        <translation>放到棋盘上的皇后。</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="64"/>
        <source>Queens put</source>
        <translation>已放置皇后</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="68"/>
        <source>Squares tried</source>
        <translation>已尝试格子</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="69"/>
        <source>Squares tried for a queen that covers the first uncovered square.</source>
        <translation>为覆盖第一个未覆盖格子的皇后尝试过的格子。</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="72"/>
        <source>Tried squares attacked by a queen already on the board: an independent set has none.</source>
        <translation>尝试过的格子中被棋盘上已有皇后攻击的格子：独立集合中没有这种情况。</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="75"/>
        <source>Not used here: the queens of a standard set may attack each other.</source>
        <translation>此处不适用：标准集合中的皇后可以互相攻击。</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="77"/>
        <source>Queens taken off</source>
        <translation>已拿走皇后</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="78"/>
        <source>Queens taken off again to try another square.</source>
        <translation>为尝试另一个格子而拿走的皇后。</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="80"/>
        <source>Dead ends</source>
        <translation>死路</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="81"/>
        <source>Boards where the queens still to come cannot cover the squares left uncovered.</source>
        <translation>剩余的皇后无法覆盖尚未覆盖的格子的棋盘。</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="86"/>
        <source>Uncovered squares</source>
        <translation>未覆盖的格子</translation>
    </message>
    <message>
        <location filename="../app/words/dominationwords.cpp" line="87"/>
        <source>Squares that no queen occupies or attacks now.</source>
        <translation>当前没有皇后占据或攻击的格子。</translation>
    </message>
</context>
<context>
    <name>nq::EntryMenu</name>
    <message>
        <location filename="../app/studio/browser/entrymenu.cpp" line="63"/>
        <source>Copy &amp;Placement</source>
        <translation>复制摆法(&amp;P)</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/entrymenu.cpp" line="67"/>
        <source>Copy &amp;Board</source>
        <translation>复制棋盘(&amp;B)</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/entrymenu.cpp" line="71"/>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/entrymenu.cpp" line="75"/>
        <source>Show Its Eight &amp;Images</source>
        <translation>显示八个像(&amp;I)</translation>
    </message>
</context>
<context>
    <name>nq::EstimateChart</name>
    <message>
        <location filename="../app/studio/compare/estimatechart.cpp" line="28"/>
        <source>Knuth&apos;s estimate converging</source>
        <translation>逐渐收敛的高德纳估计</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatechart.cpp" line="70"/>
        <source>Running mean of the probes</source>
        <translation>探测的累计平均</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatechart.cpp" line="71"/>
        <source>± one standard error</source>
        <translation>± 一个标准误差</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatechart.cpp" line="72"/>
        <source>The tree&apos;s nodes, counted</source>
        <translation>实际数出的树节点数</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatechart.cpp" line="73"/>
        <source>Probes</source>
        <translation>探测次数</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatechart.cpp" line="74"/>
        <source>Estimated nodes</source>
        <translation>估计节点数</translation>
    </message>
</context>
<context>
    <name>nq::EstimatePage</name>
    <message>
        <location filename="../app/studio/compare/estimatepage.cpp" line="67"/>
        <source>Board of the probe</source>
        <translation>探测的棋盘</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatepage.cpp" line="119"/>
        <source>Board si&amp;ze n =</source>
        <translation>棋盘大小 n(&amp;Z) =</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatepage.cpp" line="120"/>
        <source>T&amp;ree of:</source>
        <translation>搜索树(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatepage.cpp" line="124"/>
        <source>&amp;Probes:</source>
        <translation>探测次数(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatepage.cpp" line="125"/>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatepage.cpp" line="125"/>
        <source>R&amp;un the Probes</source>
        <translation>运行探测(&amp;U)</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatepage.cpp" line="126"/>
        <source>Show &amp;One Probe</source>
        <translation>演示一次探测(&amp;O)</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatepage.cpp" line="127"/>
        <source>Convergence</source>
        <translation>收敛</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatepage.cpp" line="128"/>
        <source>Search Tree</source>
        <translation>搜索树</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatepage.cpp" line="129"/>
        <source>The tree is drawn for boards whose tree has at most %L1 nodes (8 × 8 for backtracking).</source>
        <translation>只为搜索树不超过 %L1 个节点的棋盘画出树（回溯算法到 8 × 8 为止）。</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatepage.cpp" line="165"/>
        <source>Each probe goes down from the empty board, taking one square of the next row at random, and multiplies the choices it had: a guess of the tree&apos;s size. Their mean is Knuth&apos;s estimate.</source>
        <translation>每次探测从空棋盘向下走，在下一行随机选一个格子，并把每步可选的数目相乘：这就是对树大小的一个猜测。它们的平均值就是高德纳估计。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/compare/estimatepage.cpp" line="282"/>
        <source>About %1 nodes ± %2 after %Ln probe(s)</source>
        <translation>
            <numerusform>%Ln 次探测后约 %1 个节点 ± %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/compare/estimatepage.cpp" line="285"/>
        <source>; the tree has %1 (%2 standard errors off)</source>
        <translation>；树实有 %1 个节点（偏差 %2 个标准误差）</translation>
    </message>
</context>
<context>
    <name>nq::Exercise</name>
    <message>
        <location filename="../core/practice.cpp" line="57"/>
        <source>%1 has no exercise; practise flag backtracking, bitmask, breadth-first, min-conflicts or domination.</source>
        <translation>%1 没有练习；请练习标志数组回溯、位掩码、广度优先、最小冲突或支配。</translation>
    </message>
    <message>
        <location filename="../core/practice.cpp" line="66"/>
        <source>%1 takes boards of %2 rows, not %3.</source>
        <translation>%1 的棋盘为 %2 行，而不是 %3。</translation>
    </message>
    <message>
        <location filename="../core/practice.cpp" line="85"/>
        <source>%1 on %2 x %2 takes more than %L3 steps to its first solution: too long to do by hand.</source>
        <translation>%2 × %2 上的 %1 到第一个解要超过 %L3 步：太长，无法手动完成。</translation>
    </message>
    <message>
        <location filename="../core/practice.cpp" line="153"/>
        <source>Nothing is left to do from this position: choose another seed.</source>
        <translation>从这个局面起已无事可做：请换一个种子。</translation>
    </message>
</context>
<context>
    <name>nq::ExplorePanel</name>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="103"/>
        <location filename="../app/studio/explore/explorepanel.cpp" line="187"/>
        <source>The board is empty.</source>
        <translation>棋盘是空的。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="124"/>
        <source>Explore by Hand</source>
        <translation>亲手尝试</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="125"/>
        <source>Click squares to put queens on the board yourself</source>
        <translation>点击格子，自己在棋盘上放置皇后</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="126"/>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="127"/>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="128"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="129"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="130"/>
        <source>Clear the Board</source>
        <translation>清空棋盘</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="131"/>
        <source>Solve from Here</source>
        <translation>从这里求解</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/explore/explorepanel.cpp" line="196"/>
        <source>%n queen(s) on the board: click a square to put or take away a queen.</source>
        <translation>
            <numerusform>棋盘上有 %n 个皇后：点击格子放下或拿走皇后。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="211"/>
        <source>Solving from here is for the non-attacking problem</source>
        <translation>“从这里求解”仅适用于互不攻击问题</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="213"/>
        <source>Backtracking runs in the window on boards up to %1 × %1; this one is %2 × %2</source>
        <translation>窗口中的回溯只用于不超过 %1 × %1 的棋盘；这个棋盘是 %2 × %2</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="218"/>
        <source>Let backtracking go on from these queens, step by step</source>
        <translation>让回溯从这些皇后出发，一步一步继续</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="136"/>
        <location filename="../app/studio/explore/explorepanel.cpp" line="172"/>
        <source>Press the button above, then click squares.</source>
        <translation>先按上面的按钮，然后点击格子。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="148"/>
        <source>Show It in the Solutions Panel</source>
        <translation>在解面板中显示</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="79"/>
        <location filename="../app/studio/explore/explorepanel.cpp" line="149"/>
        <source>Show Them in the Solutions Panel</source>
        <translation>在解面板中列出</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="150"/>
        <source>List the covering sets that hold these queens</source>
        <translation>列出包含这些皇后的控制集</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="151"/>
        <source>List the solutions that contain these queens</source>
        <translation>列出包含这些皇后的解</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="170"/>
        <source>Click a square to put a queen there; click it again to take it away.</source>
        <translation>点击格子放置皇后；再次点击则拿走。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="253"/>
        <source>The queen on row %1, column %2 is taken away.</source>
        <translation>第 %1 行第 %2 列的皇后已拿走。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="268"/>
        <source>Row %1, column %2: press Enter to put or take away a queen.</source>
        <translation>第 %1 行第 %2 列：按 Enter 放置或拿走皇后。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="252"/>
        <location filename="../app/studio/explore/explorepanel.cpp" line="282"/>
        <source>A queen on row %1, column %2.</source>
        <translation>第 %1 行第 %2 列放了一个皇后。</translation>
    </message>
    <message>
        <location filename="../app/studio/explore/explorepanel.cpp" line="283"/>
        <source>Row %1 is empty again.</source>
        <translation>第 %1 行又空了。</translation>
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
        <translation>%1 × %1：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/window/exportcontroller.cpp" line="128"/>
        <source>%1 × %1, %n queen(s): %2</source>
        <translation>
            <numerusform>%1 × %1，%n 个皇后：%2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="201"/>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="199"/>
        <source>Making the sheet of %1 × %1…</source>
        <translation>正在制作 %1 × %1 的汇总页…</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="52"/>
        <location filename="../app/studio/window/exportcontroller.cpp" line="59"/>
        <location filename="../app/studio/window/exportcontroller.cpp" line="66"/>
        <location filename="../app/studio/window/exportcontroller.cpp" line="168"/>
        <source>Export Search Tree</source>
        <translation>导出搜索树</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="53"/>
        <source>Show the Search Tree panel first: the tree is built when it is in sight.</source>
        <translation>请先显示搜索树面板：面板可见时才会构建搜索树。</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="61"/>
        <source>-tree</source>
        <translation>-搜索树</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="62"/>
        <source>Pictures (*.svg *.pdf *.png)</source>
        <translation>图片 (*.svg *.pdf *.png)</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="69"/>
        <source>The tree is too big for one picture: it is drawn to depth %1, each node there with the counts of its subtree.</source>
        <translation>搜索树太大，一张图放不下：只画到深度 %1，该层每个节点标出其子树的计数。</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="143"/>
        <source>There is no search tree to export: show the Search Tree panel first.</source>
        <translation>没有可导出的搜索树：请先显示搜索树面板。</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="147"/>
        <source>Cannot tell the format of &apos;%1&apos;: use a name ending in .png, .svg or .pdf.</source>
        <translation>无法判断“%1”的格式：请使用以 .png、.svg 或 .pdf 结尾的文件名。</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="200"/>
        <source>Listing the solutions of %1 × %1…</source>
        <translation>正在列出 %1 × %1 的解…</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="248"/>
        <source>Not saved.</source>
        <translation>未保存。</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="259"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
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
        <translation>导出棋盘</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="320"/>
        <source>New Worksheet</source>
        <translation>新建练习单</translation>
    </message>
    <message>
        <location filename="../app/studio/window/exportcontroller.cpp" line="341"/>
        <source>The board is on the clipboard.</source>
        <translation>棋盘已复制到剪贴板。</translation>
    </message>
</context>
<context>
    <name>nq::ExportDialog</name>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="36"/>
        <source>Export Board</source>
        <translation>导出棋盘</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="37"/>
        <source>Export Sheet</source>
        <translation>导出汇总图</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="38"/>
        <source>Export Solutions</source>
        <translation>导出解</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="46"/>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="50"/>
        <source>&amp;File (.txt or .csv):</source>
        <translation>文件(&amp;F)（.txt 或 .csv）：</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="50"/>
        <source>&amp;File (.png, .svg or .pdf):</source>
        <translation>文件(&amp;F)（.png、.svg 或 .pdf）：</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="65"/>
        <location filename="../app/studio/export/exportdialog.cpp" line="100"/>
        <source>PNG &amp;width:</source>
        <translation>PNG 宽度(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="67"/>
        <source>A4, the board filling it</source>
        <translation>A4，棋盘铺满</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="68"/>
        <source>US Letter, the board filling it</source>
        <translation>美国 Letter，棋盘铺满</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="69"/>
        <source>The board&apos;s own size</source>
        <translation>棋盘本身的大小</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="71"/>
        <location filename="../app/studio/export/exportdialog.cpp" line="105"/>
        <source>PDF &amp;page:</source>
        <translation>PDF 页面(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="72"/>
        <source>&amp;Transparent background (PNG)</source>
        <translation>透明背景（PNG）(&amp;T)</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="78"/>
        <source>&amp;Caption under the board:</source>
        <translation>棋盘下方的说明文字(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="83"/>
        <source>Caption</source>
        <translation>说明文字</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="92"/>
        <source>What the sheet shows, e.g. %1</source>
        <translation>表单内容，例如 %1</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="92"/>
        <source>8 × 8: all solutions</source>
        <translation>8 × 8：全部解</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="93"/>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="97"/>
        <source>Automatic (252 px a column)</source>
        <translation>自动（每列 252 px）</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="102"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="103"/>
        <source>US Letter</source>
        <translation>美国 Letter</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="106"/>
        <source>Placements in the &amp;captions (uncheck for a sheet to work from)</source>
        <translation>说明中写出摆法(&amp;C)（做练习用表单时取消）</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="114"/>
        <source>&amp;Row and column numbers</source>
        <translation>行号和列号(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="136"/>
        <source>C&amp;olours:</source>
        <translation>配色(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="143"/>
        <source>Co&amp;ntents:</source>
        <translation>内容(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="220"/>
        <source>Give the file a name.</source>
        <translation>请给文件起个名字。</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="228"/>
        <source>&apos;%1&apos; does not end in .txt or .csv.</source>
        <translation>“%1”不是以 .txt 或 .csv 结尾。</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="229"/>
        <source>&apos;%1&apos; does not end in .png, .svg or .pdf.</source>
        <translation>“%1”不是以 .png、.svg 或 .pdf 结尾。</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="232"/>
        <source>The folder %1 does not exist.</source>
        <translation>文件夹 %1 不存在。</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="234"/>
        <source>The folder %1 cannot be written to.</source>
        <translation>无法写入文件夹 %1。</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="237"/>
        <source>%1 cannot be written over.</source>
        <translation>无法覆盖 %1。</translation>
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
        <translation>像棋盘上一样标出受攻击的格子(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="140"/>
        <source>One solution per symmetry class</source>
        <translation>每个对称类一个解</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="141"/>
        <source>All solutions</source>
        <translation>所有解</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="153"/>
        <source>Text or CSV (*.txt *.csv)</source>
        <translation>文本或 CSV (*.txt *.csv)</translation>
    </message>
    <message>
        <location filename="../app/studio/export/exportdialog.cpp" line="154"/>
        <source>Pictures (*.png *.svg *.pdf)</source>
        <translation>图片 (*.png *.svg *.pdf)</translation>
    </message>
</context>
<context>
    <name>nq::FilmRecorder</name>
    <message>
        <location filename="../app/film/filmrecorder.cpp" line="25"/>
        <source>a recording draws boards of up to %1 × %1, not %2 × %2</source>
        <translation>录制最多可绘制 %1 × %1 的棋盘，不能是 %2 × %2</translation>
    </message>
    <message>
        <location filename="../app/film/filmrecorder.cpp" line="43"/>
        <source>%1: a recording is a .mp4, .webm, .gif, .webp, .pdf or .html file, or a folder (a name ending in /) for PNG frames</source>
        <translation>%1：录制必须是 .mp4、.webm、.gif、.webp、.pdf 或 .html 文件，或存放 PNG 帧的文件夹（名称以 / 结尾）</translation>
    </message>
    <message>
        <location filename="../app/film/filmrecorder.cpp" line="79"/>
        <source>the run has %L1 steps: the range must end by step %L1, not %L2</source>
        <translation>这次运行共 %L1 步：范围须在第 %L1 步之前结束，不能是 %L2</translation>
    </message>
</context>
<context>
    <name>nq::FilmSpec</name>
    <message>
        <location filename="../app/film/filmspec.cpp" line="36"/>
        <source>the first step must be 0 or more, not %L1</source>
        <translation>起始步须不小于 0，不能是 %L1</translation>
    </message>
    <message>
        <location filename="../app/film/filmspec.cpp" line="38"/>
        <source>the last step (%L1) comes before the first (%L2)</source>
        <translation>结束步（%L1）在起始步（%L2）之前</translation>
    </message>
    <message>
        <location filename="../app/film/filmspec.cpp" line="40"/>
        <source>a recording walks the run from its start to its last step, at most %L1 steps; step %L2 is further</source>
        <translation>录制会从运行的开头走到最后一步，最多走 %L1 步；第 %L2 步超出了这个范围</translation>
    </message>
    <message>
        <location filename="../app/film/filmspec.cpp" line="45"/>
        <source>%L1 steps is more than one recording holds (%L2): record a shorter range</source>
        <translation>%L1 步超过一次录制的上限（%L2）：请录制更短的范围</translation>
    </message>
    <message>
        <location filename="../app/film/filmspec.cpp" line="49"/>
        <source>the size must be from %1 to %2 pixels, not %3</source>
        <translation>尺寸须为 %1 到 %2 像素，不能是 %3</translation>
    </message>
    <message>
        <location filename="../app/film/filmspec.cpp" line="54"/>
        <source>the frame rate must be from %1 to %2 frames a second, not %3</source>
        <translation>帧率须为每秒 %1 到 %2 帧，不能是 %3</translation>
    </message>
    <message>
        <location filename="../app/film/filmspec.cpp" line="59"/>
        <source>the handout&apos;s grid must be 1 to 6 frames across and 1 to 8 down</source>
        <translation>讲义的网格须为横向 1 到 6 帧、纵向 1 到 8 帧</translation>
    </message>
    <message>
        <location filename="../app/film/filmspec.cpp" line="73"/>
        <source>a GIF has no sound: narrate an .mp4 or .webm film</source>
        <translation>GIF 没有声音：请为 .mp4 或 .webm 视频配旁白</translation>
    </message>
    <message>
        <location filename="../app/film/filmspec.cpp" line="75"/>
        <source>a WebP animation has no sound: narrate an .mp4 or .webm film</source>
        <translation>WebP 动画没有声音：请为 .mp4 或 .webm 视频配旁白</translation>
    </message>
    <message>
        <location filename="../app/film/filmspec.cpp" line="80"/>
        <source>only a film (.mp4, .webm) is narrated, and a handout (.pdf) prints the words</source>
        <translation>只有视频（.mp4、.webm）可以配旁白，讲义（.pdf）会印出朗读的文字</translation>
    </message>
</context>
<context>
    <name>nq::FilmWriter</name>
    <message>
        <location filename="../app/film/handoutwriter.cpp" line="52"/>
        <source>the PDF could not be started</source>
        <translation>无法开始写入 PDF</translation>
    </message>
    <message>
        <location filename="../app/film/handoutwriter.cpp" line="63"/>
        <source>a page could not be added</source>
        <translation>无法添加页面</translation>
    </message>
    <message>
        <location filename="../app/film/handoutwriter.cpp" line="93"/>
        <location filename="../app/film/webpage.cpp" line="166"/>
        <source>Domination: %1 queens on %2 × %2</source>
        <translation>支配问题：%2 × %2 棋盘上的 %1 个皇后</translation>
    </message>
    <message>
        <location filename="../app/film/handoutwriter.cpp" line="94"/>
        <location filename="../app/film/webpage.cpp" line="167"/>
        <source>%1 on %2 × %2</source>
        <translation>%2 × %2 棋盘上的%1</translation>
    </message>
    <message>
        <location filename="../app/film/handoutwriter.cpp" line="95"/>
        <location filename="../app/film/webpage.cpp" line="169"/>
        <source>%1, steps %L2 to %L3</source>
        <translation>%1，第 %L2 步至第 %L3 步</translation>
    </message>
    <message>
        <location filename="../app/film/handoutwriter.cpp" line="125"/>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <location filename="../app/film/handoutwriter.cpp" line="156"/>
        <source>Step %L1</source>
        <translation>第 %L1 步</translation>
    </message>
    <message>
        <location filename="../app/film/videowriter.cpp" line="64"/>
        <source>this FFmpeg cannot write %1</source>
        <translation>此 FFmpeg 无法写出 %1</translation>
    </message>
    <message>
        <location filename="../app/film/videowriter.cpp" line="70"/>
        <source>this FFmpeg has no %1 encoder</source>
        <translation>此 FFmpeg 没有 %1 编码器</translation>
    </message>
    <message>
        <location filename="../app/film/videowriter.cpp" line="75"/>
        <location filename="../app/film/videowriter.cpp" line="119"/>
        <location filename="../app/film/videowriter.cpp" line="128"/>
        <location filename="../app/film/videowriter.cpp" line="133"/>
        <location filename="../app/film/videowriter.cpp" line="146"/>
        <location filename="../app/film/webpwriter.cpp" line="43"/>
        <source>out of memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <location filename="../app/film/videowriter.cpp" line="101"/>
        <source>the encoder did not start: %1</source>
        <translation>编码器无法启动：%1</translation>
    </message>
    <message>
        <location filename="../app/film/videowriter.cpp" line="123"/>
        <source>the file could not be started: %1</source>
        <translation>无法开始写入文件：%1</translation>
    </message>
    <message>
        <location filename="../app/film/videowriter.cpp" line="138"/>
        <source>the frames cannot be converted</source>
        <translation>无法转换各帧</translation>
    </message>
    <message>
        <location filename="../app/film/videowriter.cpp" line="178"/>
        <source>the file could not be finished: %1</source>
        <translation>无法完成文件：%1</translation>
    </message>
    <message>
        <location filename="../app/film/videowriter.cpp" line="195"/>
        <location filename="../app/film/videowriter.cpp" line="205"/>
        <source>the encoder failed: %1</source>
        <translation>编码器出错：%1</translation>
    </message>
    <message>
        <location filename="../app/film/videowriter.cpp" line="201"/>
        <source>the file could not be written: %1</source>
        <translation>无法写入文件：%1</translation>
    </message>
    <message>
        <location filename="../app/film/webpwriter.cpp" line="35"/>
        <location filename="../app/film/webpwriter.cpp" line="52"/>
        <source>this libwebp cannot write animations</source>
        <translation>此 libwebp 无法写出动画</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="202"/>
        <source>row %1, column %2</source>
        <translation>第 %1 行第 %2 列</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="203"/>
        <source>The board, %1 × %1, with no queen.</source>
        <translation>%1 × %1 棋盘，没有皇后。</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="204"/>
        <source>The board, %1 × %1, queens on %2.</source>
        <translation>%1 × %1 棋盘，皇后位于：%2。</translation>
    </message>
    <message>
        <location filename="../app/film/webpagewriter.cpp" line="65"/>
        <source>the page&apos;s parts are missing</source>
        <translation>缺少网页的组成部分</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="189"/>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="190"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="191"/>
        <source>To the Start</source>
        <translation>到开头</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="192"/>
        <source>Step Back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="193"/>
        <source>Step Forward</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="194"/>
        <source>To the End</source>
        <translation>到结尾</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="195"/>
        <source>Speed:</source>
        <translation>速度：</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="196"/>
        <source>Timeline:</source>
        <translation>时间线：</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="198"/>
        <source>Step %1 of %2</source>
        <extracomment>%1 the step shown, %2 the last step of the page</extracomment>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="199"/>
        <source>Pseudocode</source>
        <translation>伪代码</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="200"/>
        <source>Counters</source>
        <translation>计数器</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="201"/>
        <source>Playback</source>
        <translation>播放控制</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="205"/>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="206"/>
        <source>Scenes</source>
        <translation>场景</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="208"/>
        <source>Scene %1 of %2</source>
        <extracomment>%1 the scene shown, %2 how many the lesson has</extracomment>
        <translation>场景 %1 / %2</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="209"/>
        <source>Previous Scene</source>
        <translation>上一个场景</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="210"/>
        <source>Next Scene</source>
        <translation>下一个场景</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="211"/>
        <source>Note of the scene</source>
        <translation>场景说明</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="212"/>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="213"/>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="214"/>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="215"/>
        <source>Skip</source>
        <translation>跳过</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="216"/>
        <source>Answer</source>
        <translation>回答</translation>
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
        <translation>下一层的棋盘数</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="220"/>
        <source>Now click the queen that attacks it.</source>
        <translation>现在点击攻击这个格子的皇后。</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="221"/>
        <source>Answer the question, or skip it, to go on.</source>
        <translation>请先回答问题或跳过，才能继续。</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="223"/>
        <source>Score: %1 right of %2</source>
        <extracomment>%1 questions answered right, %2 questions asked</extracomment>
        <translation>得分：%2 题中答对 %1 题</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="224"/>
        <source>Download the answers (CSV)</source>
        <translation>下载答案 (CSV)</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="226"/>
        <source>One step every 3 seconds</source>
        <translation>每 3 秒 1 步</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="227"/>
        <source>One step a second</source>
        <translation>每秒 1 步</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="228"/>
        <source>2 steps a second</source>
        <translation>每秒 2 步</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="229"/>
        <source>4 steps a second</source>
        <translation>每秒 4 步</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="230"/>
        <source>10 steps a second</source>
        <translation>每秒 10 步</translation>
    </message>
    <message>
        <location filename="../app/film/webpage.cpp" line="231"/>
        <source>25 steps a second</source>
        <translation>每秒 25 步</translation>
    </message>
</context>
<context>
    <name>nq::FilterBar</name>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="72"/>
        <source>&amp;Queens at:</source>
        <translation>皇后位置(&amp;Q)：</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="75"/>
        <source>Each queen as row,column from 1 (1,1 1,2 …); only the sets with queens there are listed</source>
        <translation>每个皇后写成从 1 开始的 行,列 (1,1 1,2 …)；只列出这些位置有皇后的集合</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="77"/>
        <source>The column of each row&apos;s queen from 1, or - for a row left free; only the boards with queens there are listed</source>
        <translation>每行皇后的列号（从 1 起），空行写 -；只列出这些位置有皇后的棋盘</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="80"/>
        <source>Pick…</source>
        <translation>点选…</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="81"/>
        <source>Click the squares on a small board</source>
        <translation>在小棋盘上点击格子</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="82"/>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="83"/>
        <source>Show every board again</source>
        <translation>重新显示全部棋盘</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="84"/>
        <source>Any symmetry</source>
        <translation>任意对称</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="85"/>
        <source>No symmetry</source>
        <translation>无对称</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="86"/>
        <source>Half-turn symmetric</source>
        <translation>半圈旋转对称</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="87"/>
        <source>Quarter-turn symmetric</source>
        <translation>四分之一圈旋转对称</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="88"/>
        <source>Only the classes whose boards are the same after a half turn, after a quarter turn, or under no symmetry at all</source>
        <translation>只显示转半圈后相同、转四分之一圈后相同，或没有任何对称的类</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="90"/>
        <source>Symmetry of the class</source>
        <translation>类的对称性</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="91"/>
        <source>Squares where queens must stand</source>
        <translation>必须放皇后的格子</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="94"/>
        <source>Clear the queens typed</source>
        <translation>清除输入的皇后</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="140"/>
        <source>Give each queen as row,column from 1 to %1 (1,1 1,2 …), each square once: %2 cannot be read.</source>
        <translation>请把每个皇后写成 1 到 %1 的 行,列 (1,1 1,2 …)，每个格子一次：无法读取 %2。</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/filterbar.cpp" line="144"/>
        <source>Give the column of each row&apos;s queen from 1 to %1, or - for a free row, each column once: %2 cannot be read.</source>
        <translation>请给出每行皇后的列号（1 到 %1，空行写 -，每列最多一次）：无法读取 %2。</translation>
    </message>
</context>
<context>
    <name>nq::FlagsView</name>
    <message>
        <location filename="../app/studio/algorithms/flagsview.cpp" line="14"/>
        <source>The flag arrays are too long to draw for this board.</source>
        <translation>该棋盘的标志数组太长，无法绘制。</translation>
    </message>
    <message>
        <location filename="../app/studio/algorithms/flagsview.cpp" line="30"/>
        <source>Flag arrays (filled = taken):</source>
        <translation>标志数组（实心 = 已占用）：</translation>
    </message>
    <message>
        <location filename="../app/studio/algorithms/flagsview.cpp" line="37"/>
        <source>Outlined: the three flags that row %1, column %2 looks at.</source>
        <translation>描边：第 %1 行第 %2 列要查看的三个标志。</translation>
    </message>
</context>
<context>
    <name>nq::FolderOutput</name>
    <message>
        <location filename="../core/folderoutput.cpp" line="51"/>
        <source>it is a link to %1, which does not exist</source>
        <translation>它是指向 %1 的链接，而 %1 不存在</translation>
    </message>
    <message>
        <location filename="../core/folderoutput.cpp" line="55"/>
        <source>it is there already and not a folder</source>
        <translation>它已存在，且不是文件夹</translation>
    </message>
    <message>
        <location filename="../core/folderoutput.cpp" line="63"/>
        <source>the folder holds %1, which this command did not write; name a new or empty folder, or one it wrote before</source>
        <translation>该文件夹中有 %1，它不是此命令写入的；请指定一个新的或空的文件夹，或此命令以前写入的文件夹</translation>
    </message>
    <message>
        <location filename="../core/folderoutput.cpp" line="71"/>
        <source>the folder %1 does not exist</source>
        <translation>文件夹 %1 不存在</translation>
    </message>
    <message>
        <location filename="../core/folderoutput.cpp" line="74"/>
        <source>the folder %1 cannot be written to</source>
        <translation>无法写入文件夹 %1</translation>
    </message>
    <message>
        <location filename="../core/folderoutput.cpp" line="119"/>
        <source>the folder was not made</source>
        <translation>文件夹尚未创建</translation>
    </message>
</context>
<context>
    <name>nq::FrontierView</name>
    <message>
        <location filename="../app/words/frontierwords.cpp" line="13"/>
        <source>New board: the stored board plus a queen on row %1, column %2.</source>
        <translation>新棋盘：在存储的棋盘上再加一个位于第 %1 行第 %2 列的皇后。</translation>
    </message>
    <message>
        <location filename="../app/words/frontierwords.cpp" line="15"/>
        <source>Back to the board taken out; the new board waits for its turn.</source>
        <translation>回到取出的棋盘；新棋盘等待轮到它。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/frontierwords.cpp" line="17"/>
        <source>Take the oldest board out of the queue: %n queen(s) on it.</source>
        <translation>
            <numerusform>从队列中取出最早的棋盘：上面有 %n 个皇后。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/frontierwords.cpp" line="19"/>
        <source>Pop the newest board off the stack: %n queen(s) on it.</source>
        <translation>
            <numerusform>从栈中弹出最新的棋盘：上面有 %n 个皇后。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/frontierwords.cpp" line="21"/>
        <source>%n board(s) still wait.</source>
        <translation>
            <numerusform>还有 %n 个棋盘在等待。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/algorithms/frontierview.cpp" line="19"/>
        <source>Boards waiting in the queue: %L1</source>
        <translation>队列中等待的棋盘：%L1</translation>
    </message>
    <message>
        <location filename="../app/studio/algorithms/frontierview.cpp" line="20"/>
        <source>Boards waiting on the stack: %L1</source>
        <translation>栈中等待的棋盘：%L1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/algorithms/frontierview.cpp" line="25"/>
        <location filename="../app/studio/algorithms/frontierview.cpp" line="29"/>
        <source>%n queen(s)</source>
        <translation>
            <numerusform>%n 个皇后</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/words/frontierwords.cpp" line="31"/>
        <source>Not used here: every board taken out brings its queens back; see Boards taken out.</source>
        <translation>此处不适用：每个取出的棋盘都带回其皇后；参见取出的棋盘数。</translation>
    </message>
    <message>
        <location filename="../app/words/frontierwords.cpp" line="34"/>
        <source>Squares of the next row tried on the board taken out.</source>
        <translation>在取出的棋盘上尝试过的下一行格子。</translation>
    </message>
    <message>
        <location filename="../app/words/frontierwords.cpp" line="36"/>
        <source>Tried squares found attacked; no new board is stored for them.</source>
        <translation>尝试过的格子中受攻击的格子；不为它们保存新棋盘。</translation>
    </message>
    <message>
        <location filename="../app/words/frontierwords.cpp" line="39"/>
        <source>Not used here: a board that is done is dropped, never undone.</source>
        <translation>此处不适用：处理完的棋盘被丢弃，从不撤销。</translation>
    </message>
    <message>
        <location filename="../app/words/frontierwords.cpp" line="41"/>
        <source>Boards taken from the queue</source>
        <translation>从队列取出的棋盘</translation>
    </message>
    <message>
        <location filename="../app/words/frontierwords.cpp" line="41"/>
        <source>Boards taken from the stack</source>
        <translation>从栈取出的棋盘</translation>
    </message>
    <message>
        <location filename="../app/words/frontierwords.cpp" line="42"/>
        <source>Partial boards taken out to be extended by one queen.</source>
        <translation>为再放一个皇后而取出的部分棋盘。</translation>
    </message>
</context>
<context>
    <name>nq::HandoutWords</name>
    <message>
        <location filename="../app/words/handoutwords.cpp" line="36"/>
        <source>Step %L1: %2</source>
        <translation>第 %L1 步：%2</translation>
    </message>
    <message>
        <location filename="../app/words/handoutwords.cpp" line="41"/>
        <source>A board placed by hand.</source>
        <translation>手动摆放的棋盘。</translation>
    </message>
    <message>
        <location filename="../app/words/handoutwords.cpp" line="44"/>
        <source>A covering set from the browser.</source>
        <translation>在浏览器中选出的覆盖集。</translation>
    </message>
    <message>
        <location filename="../app/words/handoutwords.cpp" line="45"/>
        <source>A solution from the browser.</source>
        <translation>在浏览器中选出的解。</translation>
    </message>
    <message>
        <location filename="../app/words/handoutwords.cpp" line="48"/>
        <source>A practice exercise (seed %1).</source>
        <translation>练习题（种子 %1）。</translation>
    </message>
    <message>
        <location filename="../app/words/handoutwords.cpp" line="22"/>
        <source>%1. %2, %3&#xa0;×&#xa0;%3</source>
        <translation>%1. %2，%3&#xa0;×&#xa0;%3</translation>
    </message>
</context>
<context>
    <name>nq::JumpProgress</name>
    <message>
        <location filename="../app/studio/playback/jumpprogress.cpp" line="76"/>
        <source>Jump progress</source>
        <translation>跳转进度</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/jumpprogress.cpp" line="82"/>
        <source>Replaying the run to find its end: %L1 steps so far…</source>
        <translation>正在重放运行以找到结尾：目前 %L1 步…</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/jumpprogress.cpp" line="83"/>
        <source>Replaying the run to reach step %L1: %L2 done…</source>
        <translation>正在重放运行以到达第 %L1 步：已完成 %L2…</translation>
    </message>
</context>
<context>
    <name>nq::LadderChart</name>
    <message>
        <location filename="../app/studio/compare/ladderchart.cpp" line="92"/>
        <source>Ladder of work</source>
        <translation>工作量阶梯</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderchart.cpp" line="94"/>
        <source>A line per algorithm over the board sizes; the table under it holds the same figures</source>
        <translation>每个算法一条线，横轴为棋盘大小；下方的表格列出相同的数值</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderchart.cpp" line="169"/>
        <source>%1 (estimated)</source>
        <translation>%1（估计）</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderchart.cpp" line="185"/>
        <source>n^n for %1 × %1: %L2</source>
        <translation>%1 × %1 的 n^n：%L2</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderchart.cpp" line="188"/>
        <source>n! for %1 × %1: %L2</source>
        <translation>%1 × %1 的 n!：%L2</translation>
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
        <translation>棋盘大小 n</translation>
    </message>
</context>
<context>
    <name>nq::LadderExport</name>
    <message>
        <location filename="../app/studio/compare/ladderexport.cpp" line="59"/>
        <location filename="../app/studio/compare/ladderexport.cpp" line="68"/>
        <source>The ladder of work</source>
        <translation>工作量阶梯</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderexport.cpp" line="87"/>
        <source>Cannot tell the format of “%1”: use a name ending in .png, .svg, .pdf or .csv.</source>
        <translation>无法判断“%1”的格式：请使用以 .png、.svg、.pdf 或 .csv 结尾的名称。</translation>
    </message>
</context>
<context>
    <name>nq::LadderFigures</name>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="20"/>
        <source>%1 µs</source>
        <translation>%1 微秒</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="22"/>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="23"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="67"/>
        <source>Boards or nodes visited</source>
        <translation>访问的棋盘或节点</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="69"/>
        <source>Squares or boards tested</source>
        <translation>检查的格子或棋盘</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="71"/>
        <source>Time (seconds)</source>
        <translation>时间（秒）</translation>
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
        <translation>%1，%2 × %2</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="91"/>
        <source>%1: left out (beyond the time allowed)</source>
        <translation>%1：省略（超出允许的时间）</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="96"/>
        <source>%1 boards visited</source>
        <translation>访问了 %1 个棋盘</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="97"/>
        <source>%1 queens put</source>
        <translation>放置了 %1 个皇后</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="100"/>
        <source>%1 boards tested</source>
        <translation>检查了 %1 个棋盘</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="101"/>
        <source>%1 squares tested</source>
        <translation>检查了 %1 个格子</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="108"/>
        <source>%1: about %2 (estimated by Knuth&apos;s method)</source>
        <translation>%1：约 %2（按高德纳方法估计）</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="109"/>
        <source>%1: %2 (counted)</source>
        <translation>%1：%2（实测）</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="122"/>
        <source>%1 from %2 × %2</source>
        <translation>%1（从 %2 × %2 起）</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="130"/>
        <source>Beyond %1 s a size is not run but estimated by Knuth&apos;s method (dashed): %2.</source>
        <translation>超过 %1 秒的大小不运行，而按高德纳方法估计（虚线）：%2。</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="133"/>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="136"/>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderfigures.cpp" line="136"/>
        <source>Left out, beyond %1 s: %2.</source>
        <translation>超过 %1 秒而省略：%2。</translation>
    </message>
</context>
<context>
    <name>nq::LadderPage</name>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="53"/>
        <source>Figures of the ladder</source>
        <translation>阶梯的数值</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="100"/>
        <source>&amp;Up to n =</source>
        <translation>n 的上限(&amp;U) =</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="101"/>
        <source>The largest board size on the ladder, from 4 × 4 up</source>
        <translation>阶梯上最大的棋盘大小（从 4 × 4 起）</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="102"/>
        <source>All solutions</source>
        <translation>所有解</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="103"/>
        <source>First solution</source>
        <translation>第一个解</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="104"/>
        <source>The work to find every solution, or only the first</source>
        <translation>找出所有解的工作量，或只找第一个解</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="108"/>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="108"/>
        <source>&amp;Fill the Ladder</source>
        <translation>生成阶梯(&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="109"/>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="111"/>
        <source>Chart as &amp;PNG…</source>
        <translation>图表导出为 PNG(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="111"/>
        <source>Chart as &amp;SVG…</source>
        <translation>图表导出为 SVG(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="111"/>
        <source>Chart as P&amp;DF…</source>
        <translation>图表导出为 PDF(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="112"/>
        <source>Table as &amp;CSV…</source>
        <translation>表格导出为 CSV(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="236"/>
        <source>%1 × %1</source>
        <translation>%1 × %1</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="270"/>
        <source>PNG pictures (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="270"/>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 图形 (*.svg)</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="271"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="271"/>
        <source>CSV tables (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/ladderpage.cpp" line="276"/>
        <location filename="../app/studio/compare/ladderpage.cpp" line="283"/>
        <source>Export the Ladder</source>
        <translation>导出阶梯</translation>
    </message>
</context>
<context>
    <name>nq::LegendWidget</name>
    <message>
        <location filename="../app/studio/panels/legendwidget.cpp" line="16"/>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/legendwidget.cpp" line="52"/>
        <source>Rows and columns count from 1, from the top left corner.</source>
        <translation>行和列从左上角开始按 1 计数。</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/legendwidget.cpp" line="53"/>
        <source>The board, the captions, the log, the data and the pseudocode all count rows and columns from 1. Hover a counter to see what it counts.</source>
        <translation>棋盘、说明、日志、数据和伪代码都从 1 开始计数行和列。将指针悬停在计数器上可查看其含义。</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/legendwidget.cpp" line="74"/>
        <location filename="../app/studio/panels/legendwidget.cpp" line="82"/>
        <source>Queen</source>
        <translation>皇后</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/legendwidget.cpp" line="75"/>
        <source>Square being tried (outline)</source>
        <translation>正在尝试的格子（描边）</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/legendwidget.cpp" line="76"/>
        <location filename="../app/studio/panels/legendwidget.cpp" line="84"/>
        <source>Queen just put (tint), taken back (circle)</source>
        <translation>刚放下的皇后（着色），刚撤回的皇后（圆圈）</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/legendwidget.cpp" line="77"/>
        <source>Covered: the number of queens attacking it</source>
        <translation>已覆盖：攻击它的皇后数</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/legendwidget.cpp" line="78"/>
        <source>Not covered yet (ring)</source>
        <translation>尚未覆盖（圆圈）</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/legendwidget.cpp" line="79"/>
        <source>Conflict (independent variant)</source>
        <translation>冲突（独立变体）</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/legendwidget.cpp" line="80"/>
        <source>Covering set found (frame)</source>
        <translation>找到的支配集（边框）</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/legendwidget.cpp" line="81"/>
        <location filename="../app/studio/panels/legendwidget.cpp" line="89"/>
        <source>Hint (dashed ring), cursor (corners)</source>
        <translation>提示（虚线圆环），光标（四角）</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/legendwidget.cpp" line="83"/>
        <source>Square being tested (outline)</source>
        <translation>正在检查的格子（描边）</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/legendwidget.cpp" line="85"/>
        <source>Attacked square (cross)</source>
        <translation>受攻击的格子（叉号）</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/legendwidget.cpp" line="87"/>
        <source>Conflict (hatched, dashed line to the attacker)</source>
        <translation>冲突（斜线阴影，虚线连向攻击者）</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/legendwidget.cpp" line="88"/>
        <source>Solved board (frame)</source>
        <translation>已求解的棋盘（边框）</translation>
    </message>
</context>
<context>
    <name>nq::LessonAutosave</name>
    <message>
        <location filename="../app/studio/lessons/lessonautosave.cpp" line="50"/>
        <source>the folder cannot be made</source>
        <translation>无法创建文件夹</translation>
    </message>
</context>
<context>
    <name>nq::LessonCheck</name>
    <message>
        <location filename="../core/lessoncheck.cpp" line="59"/>
        <source>step %L1 is past the end of its run, which ends at step %L2</source>
        <translation>第 %L1 步超出了运行的结尾（运行在第 %L2 步结束）</translation>
    </message>
    <message>
        <location filename="../core/lessoncheck.cpp" line="66"/>
        <source>the board holds %1 queens; the problem has %2</source>
        <translation>棋盘上有 %1 个皇后，而问题只有 %2 个</translation>
    </message>
    <message>
        <location filename="../core/lessoncheck.cpp" line="73"/>
        <source>the board picked is not a covering set of %1 queens on %2 × %2</source>
        <translation>所选棋盘不是 %2 × %2 上 %1 个皇后的覆盖集</translation>
    </message>
    <message>
        <location filename="../core/lessoncheck.cpp" line="77"/>
        <source>the board picked is not a solution of %1 × %1</source>
        <translation>所选棋盘不是 %1 × %1 的解</translation>
    </message>
    <message>
        <location filename="../core/lessoncheck.cpp" line="79"/>
        <source>the browser&apos;s filter (%1) hides the board picked</source>
        <translation>浏览器的筛选（%1）会隐藏所选棋盘</translation>
    </message>
    <message>
        <location filename="../core/lessoncheck.cpp" line="89"/>
        <source>no exercise can be made: %1</source>
        <translation>无法生成练习：%1</translation>
    </message>
</context>
<context>
    <name>nq::LessonController</name>
    <message>
        <location filename="../app/studio/lessons/lessoncontroller.cpp" line="51"/>
        <source>Open Lesson</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessoncontroller.cpp" line="52"/>
        <source>N-Queens Studio lessons (*.nqlesson);;All files (*)</source>
        <translation>N-Queens Studio 课程 (*.nqlesson);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessoncontroller.cpp" line="109"/>
        <source>N-Queens Studio</source>
        <translation>N-Queens Studio</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessoncontroller.cpp" line="120"/>
        <source>Unsaved Lesson</source>
        <translation>未保存的课程</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessoncontroller.cpp" line="121"/>
        <source>The lesson “%1” has changes that are not saved. Save them?</source>
        <translation>课程“%1”有未保存的更改。要保存吗？</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessoncontroller.cpp" line="148"/>
        <source>%1: the lesson has no scene</source>
        <translation>%1：课程中没有场景</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessoncontroller.cpp" line="151"/>
        <source>%1: scene %2: %3</source>
        <translation>%1：场景 %2：%3</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessoncontroller.cpp" line="199"/>
        <source>Checking the lesson %1 before it opens…</source>
        <translation>正在打开课程 %1 之前检查它…</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessoncontroller.cpp" line="218"/>
        <source>Cannot open the example %1.</source>
        <translation>无法打开示例 %1。</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessoncontroller.cpp" line="225"/>
        <source>Cannot open the lesson %1: %2</source>
        <translation>无法打开课程 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessoncontroller.cpp" line="241"/>
        <source>Save Lesson</source>
        <translation>保存课程</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessoncontroller.cpp" line="242"/>
        <source>N-Queens Studio lessons (*.nqlesson)</source>
        <translation>N-Queens Studio 课程 (*.nqlesson)</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessoncontroller.cpp" line="312"/>
        <source>A lesson holds at most %1 scenes.</source>
        <translation>一个课程最多包含 %1 个场景。</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessoncontroller.cpp" line="366"/>
        <source>No recent lessons</source>
        <translation>没有最近的课程</translation>
    </message>
</context>
<context>
    <name>nq::LessonDocument</name>
    <message>
        <location filename="../app/studio/lessons/lessondocument.cpp" line="15"/>
        <source>Untitled lesson</source>
        <translation>未命名课程</translation>
    </message>
</context>
<context>
    <name>nq::LessonFile</name>
    <message>
        <location filename="../core/lessonfile.cpp" line="114"/>
        <source>a lesson file</source>
        <translation>课程文件</translation>
    </message>
    <message>
        <location filename="../core/lessonfile.cpp" line="203"/>
        <source>a text holds a raw control character (code %1) at byte %2; write it escaped</source>
        <translation>文本在第 %2 字节处含有未转义的控制字符（代码 %1）；请以转义形式书写</translation>
    </message>
    <message>
        <location filename="../core/lessonfile.cpp" line="214"/>
        <source>the field &quot;%1&quot; is given twice in one object (byte %2)</source>
        <translation>字段 &quot;%1&quot; 在同一个对象中出现了两次（第 %2 字节）</translation>
    </message>
    <message>
        <location filename="../core/lessonfile.cpp" line="239"/>
        <source>it is not a lesson (damaged or cut short: %1 at byte %2)</source>
        <translation>这不是课程（已损坏或被截断：第 %2 字节处 %1）</translation>
    </message>
    <message>
        <location filename="../core/lessonfile.cpp" line="245"/>
        <source>it is not a lesson (no JSON object)</source>
        <translation>这不是课程（没有 JSON 对象）</translation>
    </message>
    <message>
        <location filename="../core/lessonfile.cpp" line="249"/>
        <source>it is not a lesson (%1)</source>
        <translation>它不是课程（%1）</translation>
    </message>
    <message>
        <location filename="../core/lessonfile.cpp" line="267"/>
        <source>Cannot open the lesson %1: %2</source>
        <translation>无法打开课程 %1：%2</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="28"/>
        <source>unknown field &quot;%1&quot; in %2</source>
        <translation>%2 中有未知字段“%1”</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="38"/>
        <source>%1 has no field %2</source>
        <translation>%1 缺少字段 %2</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="49"/>
        <source>%1 must be a whole number from %L2 to %L3</source>
        <translation>%1 必须是 %L2 到 %L3 之间的整数</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="58"/>
        <source>%1 must be text</source>
        <translation>%1 必须是文本</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="63"/>
        <source>%1 is %L2 characters long; at most %L3 are read</source>
        <translation>%1 长 %L2 个字符，最多读取 %L3 个</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="75"/>
        <source>%1 must be true or false</source>
        <translation>%1 必须是 true 或 false</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="87"/>
        <source>%1 must be a seed from 1 to %2, written as text (&quot;42&quot;)</source>
        <translation>%1 必须是 1 到 %2 之间的种子，写成文本（&quot;42&quot;）</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="99"/>
        <source>%1 must be an object of texts by language ({&quot;en&quot;: &quot;…&quot;})</source>
        <translation>%1 必须是按语言列出文本的对象（{&quot;en&quot;: &quot;…&quot;}）</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="102"/>
        <source>%1 has %2 languages; at most %3 are read</source>
        <translation>%1 有 %2 种语言，最多读取 %3 种</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="109"/>
        <source>%1: &quot;%2&quot; is not a language (write &quot;en&quot;, &quot;ja&quot;, &quot;zh_CN&quot;)</source>
        <translation>%1：“%2”不是语言（请写 &quot;en&quot;、&quot;ja&quot;、&quot;zh_CN&quot;）</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="122"/>
        <source>the lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="129"/>
        <source>it is not a lesson (its &quot;format&quot; is not &quot;nqueens-lesson&quot;)</source>
        <translation>这不是课程（其 &quot;format&quot; 不是 &quot;nqueens-lesson&quot;）</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="139"/>
        <source>it was written by a newer N-Queens Studio (lesson format %1; this one reads up to %2)</source>
        <translation>它由更新版本的 N-Queens Studio 写成（课程格式 %1；本版本最多读取 %2）</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="153"/>
        <source>&quot;scenes&quot; must be a list</source>
        <translation>&quot;scenes&quot; 必须是列表</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="158"/>
        <source>it has %L1 scenes; at most %L2 are read</source>
        <translation>它有 %L1 个场景，最多读取 %L2 个</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="164"/>
        <source>scene %1: </source>
        <translation>场景 %1：</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="166"/>
        <source>a scene must be an object</source>
        <translation>场景必须是对象</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="180"/>
        <source>a scene</source>
        <translation>场景</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="182"/>
        <source>the scene</source>
        <translation>场景</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="186"/>
        <source>&quot;setup&quot; must be an object</source>
        <translation>&quot;setup&quot; 必须是对象</translation>
    </message>
    <message>
        <location filename="../core/lessonfields.cpp" line="191"/>
        <source>&quot;position&quot; must be an object</source>
        <translation>&quot;position&quot; 必须是对象</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="21"/>
        <location filename="../core/lessonscenefields.cpp" line="23"/>
        <location filename="../core/lessonscenefields.cpp" line="38"/>
        <source>the setup</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="34"/>
        <source>there is no algorithm &quot;%1&quot; (there are %2, domination)</source>
        <translation>没有算法“%1”（可用的有 %2、domination）</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="47"/>
        <source>a domination setup</source>
        <translation>支配问题的设置</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="61"/>
        <source>&quot;queens&quot; and &quot;independent&quot; belong to a domination setup</source>
        <translation>&quot;queens&quot; 和 &quot;independent&quot; 只能用于支配问题的设置</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="70"/>
        <source>&quot;solutions&quot; must be &quot;all&quot; or &quot;first&quot;</source>
        <translation>&quot;solutions&quot; 必须是 &quot;all&quot; 或 &quot;first&quot;</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="90"/>
        <source>&quot;speed&quot; must be steps a second, from %1 to %L2, or &quot;max&quot;</source>
        <translation>&quot;speed&quot; 必须是每秒步数（%1 到 %L2）或 &quot;max&quot;</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="102"/>
        <source>&quot;theme&quot; must be one of %1</source>
        <translation>&quot;theme&quot; 必须是 %1 之一</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="108"/>
        <source>&quot;docks&quot; must be a list of panels</source>
        <translation>&quot;docks&quot; 必须是面板列表</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="112"/>
        <source>&quot;docks&quot; must be a list of panel names, each a text</source>
        <translation>&quot;docks&quot; 必须是面板名称（文本）的列表</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="115"/>
        <source>there is no panel &quot;%1&quot; (there are %2)</source>
        <translation>没有面板“%1”（可用的有 %2）</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="148"/>
        <source>&quot;askClass&quot; must be a question asked of %1: %2, not &quot;%3&quot;</source>
        <translation>&quot;askClass&quot; 必须是 %1 会提的问题（%2），而不是 &quot;%3&quot;</translation>
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
        <translation>&quot;filter&quot; 必须是对象</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="213"/>
        <source>the filter</source>
        <translation>筛选</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="226"/>
        <source>&quot;symmetry&quot; must be any, none, half-turn or quarter-turn</source>
        <translation>&quot;symmetry&quot; 必须是 any、none、half-turn 或 quarter-turn</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="249"/>
        <source>&quot;kind&quot; of the position must be step, explore, browser or practice</source>
        <translation>位置的 &quot;kind&quot; 必须是 step、explore、browser 或 practice</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="257"/>
        <source>&quot;breakpoints&quot; must be a list</source>
        <translation>&quot;breakpoints&quot; 必须是列表</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="260"/>
        <source>it has %1 breakpoints; at most %2 are read</source>
        <translation>它有 %1 个断点，最多读取 %2 个</translation>
    </message>
    <message>
        <location filename="../core/lessonscenefields.cpp" line="271"/>
        <source>breakpoint &quot;%1&quot;: %2</source>
        <translation>断点“%1”：%2</translation>
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
        <translation>缺少网页的组成部分</translation>
    </message>
</context>
<context>
    <name>nq::LessonPageExport</name>
    <message>
        <location filename="../app/studio/lessons/lessonpageexport.cpp" line="68"/>
        <location filename="../app/studio/lessons/lessonpageexport.cpp" line="131"/>
        <source>Export Lesson as Web Page</source>
        <translation>将课程导出为网页</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessonpageexport.cpp" line="65"/>
        <source>Web page (*.html *.htm)</source>
        <translation>网页 (*.html *.htm)</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessonpageexport.cpp" line="66"/>
        <source>SCORM 1.2 package for a learning platform (*.zip)</source>
        <translation>用于学习平台的 SCORM 1.2 包 (*.zip)</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessonpageexport.cpp" line="118"/>
        <source>Writing the lesson&apos;s web page…</source>
        <translation>正在写出课程的网页…</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/lessonpageexport.cpp" line="127"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
</context>
<context>
    <name>nq::MainWindow</name>
    <message>
        <location filename="../app/studio/window/mainwindow.cpp" line="227"/>
        <source>The settings were not read (%1); this session starts from the defaults and leaves that file as it is.</source>
        <translation>未读取设置（%1）；本次会话使用默认设置，且不改动该文件。</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowrace.cpp" line="63"/>
        <source>The race is in the board&apos;s place: %1 shows the board again.</source>
        <translation>赛跑显示在棋盘的位置：按 %1 回到棋盘。</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowlessons.cpp" line="90"/>
        <source>N-Queens Studio</source>
        <translation>N 皇后工作室</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindow.cpp" line="348"/>
        <source>More of %1</source>
        <translation>%1 的更多项</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindow.cpp" line="354"/>
        <source>What the last step did</source>
        <translation>上一步的操作</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowpanels.cpp" line="76"/>
        <source>Pseudocode</source>
        <translation>伪代码</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowpanels.cpp" line="81"/>
        <source>Counters</source>
        <translation>计数器</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowpanels.cpp" line="84"/>
        <source>Algorithm Data</source>
        <translation>算法数据</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowpanels.cpp" line="90"/>
        <source>Step Log</source>
        <translation>步骤日志</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowpanels.cpp" line="94"/>
        <source>Solutions</source>
        <translation>解</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowpanels.cpp" line="101"/>
        <source>Search Tree</source>
        <translation>搜索树</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowpanels.cpp" line="115"/>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowpanels.cpp" line="126"/>
        <source>Python Code</source>
        <translation>Python 代码</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowpanels.cpp" line="126"/>
        <source>C++ Code</source>
        <translation>C++ 代码</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowpanels.cpp" line="157"/>
        <source>Call Stack</source>
        <translation>调用栈</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowpanels.cpp" line="161"/>
        <source>Breakpoints</source>
        <translation>断点</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowpanels.cpp" line="110"/>
        <source>Explore</source>
        <translation>亲手尝试</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindow.cpp" line="387"/>
        <source>About N-Queens Studio</source>
        <translation>关于 N 皇后工作室</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindow.cpp" line="388"/>
        <source>&lt;h3&gt;N-Queens Studio&lt;/h3&gt;&lt;p&gt;Watch the classic algorithms solve the N-Queens problem step by step, from trying all n&lt;sup&gt;n&lt;/sup&gt; boards to bitmask backtracking.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;N 皇后工作室&lt;/h3&gt;&lt;p&gt;一步一步观看经典算法求解 N 皇后问题：从尝试全部 n&lt;sup&gt;n&lt;/sup&gt; 个棋盘，到位掩码回溯。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowstudent.cpp" line="33"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowstudent.cpp" line="37"/>
        <source>Practice</source>
        <translation>练习</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowstudent.cpp" line="46"/>
        <source>Class</source>
        <translation>课堂</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowstudent.cpp" line="135"/>
        <source>Answer the question first, or press Esc to skip it.</source>
        <translation>请先回答问题，或按 Esc 跳过。</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowlessons.cpp" line="57"/>
        <source>Scenes</source>
        <translation>场景</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowlessons.cpp" line="96"/>
        <source>%1[*] (autosave failed) — N-Queens Studio</source>
        <translation>%1[*]（自动保存失败）— N-Queens Studio</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowlessons.cpp" line="97"/>
        <source>%1[*] — N-Queens Studio</source>
        <translation>%1[*] — N-Queens Studio</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowlessons.cpp" line="133"/>
        <source>Note of the scene</source>
        <translation>场景说明</translation>
    </message>
    <message>
        <location filename="../app/studio/window/mainwindowlessons.cpp" line="159"/>
        <source>The lesson&apos;s autosave failed (%1): save the lesson to keep its changes.</source>
        <translation>课程自动保存失败（%1）：请保存课程以保留更改。</translation>
    </message>
</context>
<context>
    <name>nq::MessageText</name>
    <message>
        <location filename="../core/messagetext.h" line="32"/>
        <source>about %1 s left</source>
        <translation>约剩 %1 秒</translation>
    </message>
    <message>
        <location filename="../core/messagetext.h" line="34"/>
        <source>about %1 min %2 s left</source>
        <translation>约剩 %1 分 %2 秒</translation>
    </message>
    <message>
        <location filename="../core/messagetext.h" line="37"/>
        <source>about %1 h %2 min left</source>
        <translation>约剩 %1 小时 %2 分</translation>
    </message>
</context>
<context>
    <name>nq::MinConflictsView</name>
    <message>
        <location filename="../app/words/minconflictswords.cpp" line="13"/>
        <source>The queen on row %1, column %2 is attacked: it may move to a square with fewer attackers.</source>
        <translation>第 %1 行第 %2 列的皇后受到攻击：它可能移到受攻击更少的格子。</translation>
    </message>
    <message>
        <location filename="../app/words/minconflictswords.cpp" line="18"/>
        <source>Put it on column %2 of row %1, a square with the fewest attackers.</source>
        <translation>把它放到第 %1 行第 %2 列，这是攻击者最少的格子。</translation>
    </message>
    <message>
        <location filename="../app/words/minconflictswords.cpp" line="22"/>
        <source>Lift the queen off row %1, column %2 and count the queens that attack each square of row %1.</source>
        <translation>拿起第 %1 行第 %2 列的皇后，数出攻击第 %1 行每个格子的皇后数。</translation>
    </message>
    <message>
        <location filename="../app/words/minconflictswords.cpp" line="27"/>
        <source>Count the queens that attack each square of row %1: column %2, where the queen stands, has the fewest, so it stays.</source>
        <translation>数一数攻击第 %1 行每个格子的皇后：皇后所在的第 %2 列最少，所以它不动。</translation>
    </message>
    <message>
        <location filename="../app/words/minconflictswords.cpp" line="32"/>
        <source>Start from a full board with one queen in every row.</source>
        <translation>从每行各有一个皇后的完整棋盘开始。</translation>
    </message>
    <message>
        <location filename="../app/words/minconflictswords.cpp" line="35"/>
        <source>Finished: min-conflicts gave up without a solution (boards of 2 and 3 have none).</source>
        <translation>结束：最小冲突法未找到解而放弃（大小为 2 和 3 的棋盘无解）。</translation>
    </message>
    <message>
        <location filename="../app/studio/algorithms/minconflictsview.cpp" line="15"/>
        <source>Queens under attack: %L1 of %L2</source>
        <translation>受攻击的皇后：%L2 个中有 %L1 个</translation>
    </message>
    <message>
        <location filename="../app/studio/algorithms/minconflictsview.cpp" line="16"/>
        <source>Moves so far: %L1</source>
        <translation>目前的移动次数：%L1</translation>
    </message>
    <message>
        <location filename="../app/words/minconflictswords.cpp" line="52"/>
        <source>Not used here: all the queens stand on the board from the start; see Moves.</source>
        <translation>此处不适用：所有皇后从一开始就在棋盘上；参见“移动”。</translation>
    </message>
    <message>
        <location filename="../app/words/minconflictswords.cpp" line="54"/>
        <source>Moves</source>
        <translation>移动</translation>
    </message>
    <message>
        <location filename="../app/words/minconflictswords.cpp" line="55"/>
        <source>Attacked queens picked and put on a least attacked square of their row (perhaps the one they stood on).</source>
        <translation>选中受攻击的皇后并放到本行受攻击最少的格子（可能就是原来的格子）的次数。</translation>
    </message>
    <message>
        <location filename="../app/words/minconflictswords.cpp" line="58"/>
        <source>Not used here: the attackers of a whole row are counted at once; see Queens under attack.</source>
        <translation>此处不适用：一次统计整行的攻击者；参见“受攻击的皇后”。</translation>
    </message>
    <message>
        <location filename="../app/words/minconflictswords.cpp" line="61"/>
        <source>Not used here: a lifted queen goes straight back on its row; see Moves.</source>
        <translation>此处不适用：拿起的皇后会立即放回本行；参见“移动”。</translation>
    </message>
    <message>
        <location filename="../app/words/minconflictswords.cpp" line="64"/>
        <source>Starts</source>
        <translation>起始</translation>
    </message>
    <message>
        <location filename="../app/words/minconflictswords.cpp" line="65"/>
        <source>Complete placements the repair starts from: the first, then one for each restart.</source>
        <translation>修复所起始的完整布局：第一个，以及每次重启一个。</translation>
    </message>
</context>
<context>
    <name>nq::NarrationVoice</name>
    <message>
        <location filename="../app/speech/narrationvoice.cpp" line="52"/>
        <source>no voice here reads %1 well (eSpeak NG cannot); narrate in English</source>
        <translation>这里没有能读好%1的语音（eSpeak NG 读不好）；请用英语配旁白</translation>
    </message>
    <message>
        <location filename="../app/speech/narrationvoice.cpp" line="59"/>
        <source>eSpeak NG did not start (is the package espeak-ng-data installed?)</source>
        <translation>eSpeak NG 未能启动（是否安装了 espeak-ng-data 软件包？）</translation>
    </message>
    <message>
        <location filename="../app/speech/narrationvoice.cpp" line="63"/>
        <source>eSpeak NG has no voice for %1</source>
        <translation>eSpeak NG 没有%1语音</translation>
    </message>
</context>
<context>
    <name>nq::OrbitView</name>
    <message>
        <location filename="../app/studio/browser/orbitview.cpp" line="19"/>
        <source>Eight Images</source>
        <translation>八个像</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/orbitview.cpp" line="52"/>
        <source>The board itself</source>
        <translation>棋盘本身</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/orbitview.cpp" line="53"/>
        <source>The board %1</source>
        <translation>棋盘%1</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/orbitview.cpp" line="57"/>
        <source>%1: the same board</source>
        <translation>%1：同一棋盘</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/orbitview.cpp" line="59"/>
        <source>%1: the same as image %2</source>
        <translation>%1：与像 %2 相同</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/orbitview.cpp" line="71"/>
        <source>All eight images are different boards: no symmetry leaves this one as it is, so its class has 8 members.</source>
        <translation>八个像都是不同的棋盘：没有对称变换使它保持不变，所以它的类有 8 个成员。</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/orbitview.cpp" line="73"/>
        <source>%1 of the 8 symmetries leave this board as it is (framed), so only %2 images are different: its class has 8 / %1 = %2 members.</source>
        <translation>8 个对称变换中有 %1 个使棋盘保持不变（加框），所以只有 %2 个不同的像：它的类有 8 / %1 = %2 个成员。</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/orbitview.cpp" line="88"/>
        <source>The eight images of %1</source>
        <translation>%1 的八个像</translation>
    </message>
</context>
<context>
    <name>nq::OutputTarget</name>
    <message>
        <location filename="../core/outputtarget.cpp" line="37"/>
        <source>it is a loop of links</source>
        <translation>它是一个循环链接</translation>
    </message>
    <message>
        <location filename="../core/outputtarget.cpp" line="38"/>
        <location filename="../core/outputtarget.cpp" line="61"/>
        <source>it is a link to %1, which does not exist</source>
        <translation>它是指向 %1 的链接，而 %1 不存在</translation>
    </message>
    <message>
        <location filename="../core/outputtarget.cpp" line="52"/>
        <location filename="../core/outputtarget.cpp" line="67"/>
        <source>it is a folder</source>
        <translation>它是文件夹</translation>
    </message>
    <message>
        <location filename="../core/outputtarget.cpp" line="54"/>
        <source>it is a socket</source>
        <translation>它是套接字</translation>
    </message>
    <message>
        <location filename="../core/outputtarget.cpp" line="56"/>
        <source>it is a disk (a block device); a picture is never written onto one</source>
        <translation>它是磁盘（块设备）；图片从不直接写入磁盘</translation>
    </message>
    <message>
        <location filename="../core/outputtarget.cpp" line="57"/>
        <source>it is not a file</source>
        <translation>它不是文件</translation>
    </message>
    <message>
        <location filename="../core/outputtarget.cpp" line="86"/>
        <source>the folder %1 does not exist</source>
        <translation>文件夹 %1 不存在</translation>
    </message>
    <message>
        <location filename="../core/outputtarget.cpp" line="89"/>
        <source>%1 is not a folder</source>
        <translation>%1 不是文件夹</translation>
    </message>
    <message>
        <location filename="../core/outputtarget.cpp" line="94"/>
        <source>the folder %1 cannot be written to (%2)</source>
        <translation>无法写入文件夹 %1（%2）</translation>
    </message>
</context>
<context>
    <name>nq::Placement</name>
    <message>
        <location filename="../core/placement.cpp" line="119"/>
        <source>--placement must give, for each of the %1 rows, its queen&apos;s column from 1 to %1 (each column at most once) or - for an empty row, separated by spaces or commas; got &apos;%2&apos;</source>
        <translation>--placement 必须为 %1 行中的每一行给出其皇后所在的列（1 到 %1，每列最多一次），空行用 - 表示，以空格或逗号分隔；收到的是 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../core/queenstext.cpp" line="111"/>
        <source>give each queen as row,column from 1 to %1, separated by spaces (&quot;1,1 1,2 2,6&quot;), each square once, or each row&apos;s column (&quot;1 5 8 6 3 7 2 4&quot;); got &apos;%2&apos;</source>
        <translation>请用空格分隔的 行,列（1 到 %1）给出每个皇后 (&quot;1,1 1,2 2,6&quot;)，每个格子一次，或给出每行的列 (&quot;1 5 8 6 3 7 2 4&quot;)；收到的是 &apos;%2&apos;</translation>
    </message>
</context>
<context>
    <name>nq::PlayBar</name>
    <message>
        <location filename="../app/studio/window/playbar.cpp" line="156"/>
        <source>Playback</source>
        <translation>播放</translation>
    </message>
    <message>
        <location filename="../app/studio/window/playbar.cpp" line="157"/>
        <source>Spee&amp;d:</source>
        <translation>速度(&amp;D)：</translation>
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
        <translation>正在准备练习…</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicecontroller.cpp" line="68"/>
        <source>Seed %1 · %2 of %3 steps · %4 · %5 shown · %6</source>
        <translation>种子 %1 · 第 %2/%3 步 · %4 · 提示 %5 · %6</translation>
    </message>
</context>
<context>
    <name>nq::PracticePanel</name>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="197"/>
        <source>Be the algorithm: do each of its steps on the board yourself, up to its next solution. Every step is checked; a wrong one is shown beside the right one, and you go on from the right one.</source>
        <translation>当一次算法：在棋盘上亲手完成它的每一步，直到下一个解。每一步都会检查；做错时会与正确的一步并列显示，然后从正确的一步继续。</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="205"/>
        <source>&amp;Algorithm:</source>
        <translation>算法(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="206"/>
        <source>Board si&amp;ze:</source>
        <translation>棋盘大小(&amp;Z)：</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="207"/>
        <source>4 to 8 rows are done by hand in a few minutes; any size is allowed.</source>
        <translation>4 到 8 行几分钟就能手动完成；任何大小都可以。</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="208"/>
        <source>&amp;Queens:</source>
        <translation>皇后数(&amp;Q)：</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="209"/>
        <source>S&amp;eed:</source>
        <translation>种子(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="210"/>
        <source>The seed draws where the exercise starts: give the class one number and everyone gets the same exercise.</source>
        <translation>种子决定练习从哪里开始：给全班同一个数字，大家就做同一个练习。</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="212"/>
        <source>&amp;New</source>
        <translation>新的(&amp;N)</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="213"/>
        <source>Start on the &amp;empty board</source>
        <translation>从空棋盘开始(&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="214"/>
        <source>&amp;Start the Exercise</source>
        <translation>开始练习(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="215"/>
        <source>&amp;Mark Attacked (A)</source>
        <translation>标记为受攻击(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="216"/>
        <source>Sol&amp;ution! (S)</source>
        <translation>是解！(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="217"/>
        <source>Next &amp;Board (N)</source>
        <translation>下一个棋盘(&amp;N)</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="218"/>
        <source>Show the Next Ste&amp;p (H)</source>
        <translation>显示下一步(&amp;H)</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="219"/>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="220"/>
        <source>&amp;Watch the Algorithm</source>
        <translation>观看算法(&amp;W)</translation>
    </message>
    <message>
        <location filename="../app/studio/practice/practicepanel.cpp" line="221"/>
        <source>The algorithm&apos;s own run, from where the exercise started: press Play.</source>
        <translation>算法自己的运行，从练习开始的地方：请按播放。</translation>
    </message>
</context>
<context>
    <name>nq::PracticeWords</name>
    <message>
        <location filename="../app/words/practicewords.cpp" line="14"/>
        <source>put a queen on %1</source>
        <translation>在%1放一个皇后</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="16"/>
        <source>take the queen off %1</source>
        <translation>拿走%1的皇后</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="18"/>
        <source>mark %1 as attacked</source>
        <translation>把%1标记为受攻击</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="20"/>
        <source>declare a solution</source>
        <translation>宣布一个解</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="22"/>
        <source>take the next board out of the queue</source>
        <translation>从队列取出下一个棋盘</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="24"/>
        <source>pick the queen on %1</source>
        <translation>选择%1的皇后</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="26"/>
        <source>move the queen to %1</source>
        <translation>把皇后移到%1</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="37"/>
        <source>it is the next square tried that covers the first square still uncovered</source>
        <translation>它是下一个尝试的、能覆盖第一个未覆盖格子的格子</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="38"/>
        <source>it is the next square tried that no queen attacks</source>
        <translation>它是下一个尝试的、没有皇后攻击的格子</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="40"/>
        <source>the search has tried every square below it</source>
        <translation>它下面的格子都已试过</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="44"/>
        <source>the queen on %1 attacks it</source>
        <translation>%1的皇后攻击它</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="46"/>
        <source>a queen attacks it</source>
        <translation>有皇后攻击它</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="48"/>
        <source>every row holds a queen and none attacks another</source>
        <translation>每行都有皇后，且互不攻击</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="50"/>
        <source>every child of the board before is in the queue</source>
        <translation>前一个棋盘的子棋盘都已进入队列</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="52"/>
        <source>it is attacked (the algorithm draws one of the attacked queens)</source>
        <translation>它受到攻击（算法从受攻击的皇后中随机选一个）</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="54"/>
        <source>no square of its row has fewer attackers</source>
        <translation>该行没有攻击者更少的格子</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="66"/>
        <source>Shown: the algorithm would %1, as %2.</source>
        <translation>提示：算法会%1，因为%2。</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="72"/>
        <source>Right: the queen on %1 is attacked too. The algorithm drew the queen on %2 at random, but any attacked queen will do: the exercise goes on from yours.</source>
        <translation>正确：%1 上的皇后也受到攻击。算法随机选中了 %2 上的皇后，但任何受攻击的皇后都可以：练习将从你选的皇后继续。</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="75"/>
        <source>Right: %1 has as few attackers as %2, the square the algorithm drew at random; any of them will do: the exercise goes on from your move.</source>
        <translation>正确：%1 的攻击者和算法随机选中的 %2 一样少；其中任何一个都可以：练习将从你的移动继续。</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="80"/>
        <source>Right: %1, as %2.</source>
        <translation>正确：%1，因为%2。</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="81"/>
        <source>Not quite: you chose to %1. The algorithm would %2, as %3.</source>
        <translation>不太对：你选择了%1。算法会%2，因为%3。</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="97"/>
        <source>The board is no solution yet: no queen covers %1.</source>
        <translation>这个棋盘还不是解：没有皇后覆盖 %1。</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="106"/>
        <source>The board is no solution: the queens on %1 and %2 attack each other.</source>
        <translation>这个棋盘不是解：%1 和 %2 上的皇后互相攻击。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="112"/>
        <source>The board is no solution yet: %n row(s) still hold no queen.</source>
        <translation>
            <numerusform>这个棋盘还不是解：还有 %n 行没有皇后。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="120"/>
        <source>Your turn: click the queen the algorithm moves next (or declare a solution).</source>
        <translation>轮到你了：点击算法接下来要移动的皇后（或宣布一个解）。</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="121"/>
        <source>Your turn: click the square of its row where the picked queen goes.</source>
        <translation>轮到你了：点击所选皇后在其行中要去的格子。</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="123"/>
        <source>Your turn: put a queen (click), mark the square tested as attacked (A, or Shift+click), take the next board (N), or declare a solution (S).</source>
        <translation>轮到你了：放一个皇后（点击）、把所试格子标记为受攻击（A 或 Shift+点击）、取出下一个棋盘（N），或宣布一个解（S）。</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="125"/>
        <source>Your turn: put a queen (click), take one back (click it), mark the square tested as attacked (A, or Shift+click), or declare a solution (S).</source>
        <translation>轮到你了：放一个皇后（点击）、拿走一个（点击它）、把所试格子标记为受攻击（A 或 Shift+点击），或宣布一个解（S）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="137"/>
        <source>%n queen(s) to put</source>
        <translation>
            <numerusform>要放置的皇后 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="140"/>
        <source>%n queen(s) to take back</source>
        <translation>
            <numerusform>要撤回的皇后 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="143"/>
        <source>%n attacked square(s) to mark</source>
        <translation>
            <numerusform>要标记的受攻击格子 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="146"/>
        <source>%n solution(s) to declare</source>
        <translation>
            <numerusform>要宣布的解 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="149"/>
        <source>%n board(s) to take from the queue</source>
        <translation>
            <numerusform>要从队列取出的棋盘 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="152"/>
        <source>%n queen(s) to pick</source>
        <translation>
            <numerusform>要选择的皇后 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="155"/>
        <source>%n move(s) to make</source>
        <translation>
            <numerusform>要做的移动 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="158"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="160"/>
        <source>This exercise holds %1.</source>
        <translation>本练习包含：%1。</translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="177"/>
        <source>Finished: %1, %2, %3, in %4.</source>
        <translation>完成：%1，%2，%3，用时 %4。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="178"/>
        <source>%n step(s) done</source>
        <translation>
            <numerusform>完成 %n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="171"/>
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>错误 %n 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="179"/>
        <source>%n shown on request</source>
        <translation>
            <numerusform>提示 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/words/practicewords.cpp" line="193"/>
        <source>What does the algorithm do next?</source>
        <translation>算法接下来做什么？</translation>
    </message>
</context>
<context>
    <name>nq::PredictController</name>
    <message>
        <location filename="../app/studio/predict/predictcontroller.cpp" line="124"/>
        <location filename="../app/studio/predict/predictcontroller.cpp" line="130"/>
        <source>Export Results</source>
        <translation>导出结果</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/predictcontroller.cpp" line="125"/>
        <source>results</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/predictcontroller.cpp" line="125"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/predict/predictcontroller.cpp" line="136"/>
        <source>%n answer(s) exported to %1.</source>
        <translation>
            <numerusform>已将 %n 条回答导出到 %1。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nq::PredictMode</name>
    <message>
        <location filename="../app/studio/predict/predictmode.cpp" line="281"/>
        <source>Click a square of row %1.</source>
        <translation>请点击第 %1 行的格子。</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/predictmode.cpp" line="293"/>
        <source>Click a queen.</source>
        <translation>请点击一个皇后。</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/predictmode.cpp" line="293"/>
        <source>Click a queen, or answer No.</source>
        <translation>请点击一个皇后，或回答“否”。</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/predictmode.cpp" line="302"/>
        <source>Click the squares of row %1.</source>
        <translation>请点击第 %1 行的格子。</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/predictmode.cpp" line="314"/>
        <source>Answer with the buttons under the board.</source>
        <translation>请用棋盘下方的按钮回答。</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/predictmode.cpp" line="429"/>
        <source>Which queen attacks %1? Click it.</source>
        <translation>哪个皇后攻击%1？请点击它。</translation>
    </message>
</context>
<context>
    <name>nq::ProbeFrames</name>
    <message numerus="yes">
        <location filename="../app/studio/compare/probeframes.cpp" line="40"/>
        <source>Row %1 has %n square(s) to choose from.</source>
        <translation>
            <numerusform>第 %1 行有 %n 个格子可选。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/compare/probeframes.cpp" line="47"/>
        <source>One at random: column %1. Nodes at depth %2, were every node like these: %3.</source>
        <translation>随机选一个：第 %1 列。若每个节点都如此，深度 %2 的节点数为 %3。</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/probeframes.cpp" line="58"/>
        <source>A solution: the probe ends. Its value is %1.</source>
        <translation>得到一个解：探测结束，其值为 %1。</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/probeframes.cpp" line="59"/>
        <source>Row %1 has no square: a dead end. The probe&apos;s value is %2.</source>
        <translation>第 %1 行无格可选：死路。本次探测的值为 %2。</translation>
    </message>
</context>
<context>
    <name>nq::ProblemBar</name>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="119"/>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="122"/>
        <source>All solutions</source>
        <translation>所有解</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="123"/>
        <source>First solution</source>
        <translation>第一个解</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="120"/>
        <source>&amp;Algorithm:</source>
        <translation>算法(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="121"/>
        <source>Board si&amp;ze:</source>
        <translation>棋盘大小(&amp;Z)：</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="129"/>
        <source>%1: boards from %2 × %2 to %3 × %3</source>
        <translation>%1：棋盘从 %2 × %2 到 %3 × %3</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="136"/>
        <source>&amp;Problem:</source>
        <translation>问题(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="137"/>
        <source>Non-attacking queens</source>
        <translation>互不攻击的皇后</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="138"/>
        <source>Domination</source>
        <translation>支配</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="139"/>
        <source>Non-attacking queens: n queens, no two attacking. Domination: k queens that together occupy or attack every square.</source>
        <translation>互不攻击的皇后：n 个皇后，两两互不攻击。支配：k 个皇后一起占据或攻击每个格子。</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="141"/>
        <source>&amp;Queens:</source>
        <translation>皇后(&amp;Q)：</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="142"/>
        <source>Variant</source>
        <translation>变体</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="143"/>
        <source>Solutions to find</source>
        <translation>要找的解</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="144"/>
        <source>Standard</source>
        <translation>标准</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="145"/>
        <source>Independent</source>
        <translation>独立</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problembar.cpp" line="146"/>
        <source>Independent: the queens must also not attack each other.</source>
        <translation>独立：皇后之间还必须互不攻击。</translation>
    </message>
</context>
<context>
    <name>nq::ProblemController</name>
    <message>
        <location filename="../app/studio/window/problemcontroller.cpp" line="86"/>
        <source>The window draws %1 up to %2 × %2, so the board is %2 × %2 (it was %3 × %3); the command line nqueens goes up to %L4.</source>
        <translation>窗口中 %1 最多绘制到 %2 × %2，因此棋盘现在是 %2 × %2（原为 %3 × %3）；命令行 nqueens 最多支持 %L4。</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problemcontroller.cpp" line="93"/>
        <source>%1 takes boards up to %2 × %2, so the board is now %2 × %2 (it was %3 × %3).</source>
        <translation>%1 最多支持 %2 × %2 的棋盘，因此棋盘现在是 %2 × %2（原为 %3 × %3）。</translation>
    </message>
    <message>
        <location filename="../app/studio/window/problemcontroller.cpp" line="127"/>
        <source>Solve from Here plays backtracking with flag arrays to the first solution that keeps your queens (the algorithm is set for it).</source>
        <translation>“从这里求解”用标志数组回溯，运行到保留你的皇后的第一个解（为此切换了算法）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/window/problemcontroller.cpp" line="170"/>
        <source>Independent domination: %n queen(s) on the %1 × %1 board</source>
        <translation>
            <numerusform>独立支配 — %1 × %1 棋盘上的 %n 个皇后</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/window/problemcontroller.cpp" line="173"/>
        <source>Domination: %n queen(s) on the %1 × %1 board</source>
        <translation>
            <numerusform>支配 — %1 × %1 棋盘上的 %n 个皇后</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/window/problemcontroller.cpp" line="176"/>
        <source>%1 on the %2 × %2 board</source>
        <translation>%1 — %2 × %2 棋盘</translation>
    </message>
</context>
<context>
    <name>nq::ProfileChart</name>
    <message>
        <location filename="../app/studio/tree/profilechart.cpp" line="51"/>
        <source>Profile of the search tree</source>
        <translation>搜索树的分层统计</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/profilechart.cpp" line="90"/>
        <source>Nodes by depth</source>
        <translation>各深度的节点数</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/profilechart.cpp" line="91"/>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/profilechart.cpp" line="92"/>
        <source>Dead ends</source>
        <translation>死路</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/profilechart.cpp" line="93"/>
        <source>Solutions</source>
        <translation>解</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/profilechart.cpp" line="143"/>
        <source>Depth (queens on the board)</source>
        <translation>深度（棋盘上的皇后数）</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/profilechart.cpp" line="189"/>
        <source>%1 at depth %2: %L3</source>
        <translation>深度 %2 的%1：%L3</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/profilechart.cpp" line="197"/>
        <source>Queens under attack, step by step</source>
        <translation>每一步受攻击的皇后</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/profilechart.cpp" line="199"/>
        <source>Queens under attack</source>
        <translation>受攻击的皇后</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/profilechart.cpp" line="213"/>
        <source>Step</source>
        <translation>步</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/profilechart.cpp" line="217"/>
        <source>This step</source>
        <translation>当前步骤</translation>
    </message>
</context>
<context>
    <name>nq::PseudocodeView</name>
    <message>
        <location filename="../app/studio/panels/pseudocodeview.cpp" line="199"/>
        <source>Pseudocode</source>
        <translation>伪代码</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/pseudocodeview.cpp" line="335"/>
        <source>%1, breakpoint</source>
        <translation>%1，断点</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/pseudocodeview.cpp" line="336"/>
        <source>%1, breakpoint (disabled)</source>
        <translation>%1，断点（已停用）</translation>
    </message>
</context>
<context>
    <name>nq::QtSpeechEngine</name>
    <message>
        <location filename="../app/studio/speech/qtspeechengine.cpp" line="168"/>
        <source>The system&apos;s speech service gave no voice: Speech Dispatcher (Debian&apos;s packages speech-dispatcher and speech-dispatcher-espeak-ng) must be installed and able to reach a sound device.</source>
        <translation>系统的语音服务没有提供语音：需要安装 Speech Dispatcher（Debian 软件包 speech-dispatcher 和 speech-dispatcher-espeak-ng），并且它能使用声音设备。</translation>
    </message>
</context>
<context>
    <name>nq::QuestionBar</name>
    <message>
        <location filename="../app/studio/predict/questionbar.cpp" line="82"/>
        <location filename="../app/studio/predict/questionbar.cpp" line="130"/>
        <source>Answer on the board (arrow keys and Enter work too), or:</source>
        <translation>在棋盘上回答（也可用方向键和 Enter），或：</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionbar.cpp" line="83"/>
        <location filename="../app/studio/predict/questionbar.cpp" line="131"/>
        <source>Your answer:</source>
        <translation>你的回答：</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionbar.cpp" line="116"/>
        <source>&amp;Yes</source>
        <translation>是(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionbar.cpp" line="117"/>
        <source>&amp;No</source>
        <translation>否(&amp;N)</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionbar.cpp" line="119"/>
        <source>&amp;Put a queen</source>
        <translation>放皇后(&amp;P)</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionbar.cpp" line="119"/>
        <source>A &amp;conflict</source>
        <translation>冲突(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionbar.cpp" line="119"/>
        <source>Go &amp;back</source>
        <translation>回退(&amp;B)</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionbar.cpp" line="119"/>
        <source>A &amp;solution</source>
        <translation>一个解(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionbar.cpp" line="122"/>
        <source>&amp;Answer</source>
        <translation>回答(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionbar.cpp" line="123"/>
        <source>&amp;Done</source>
        <translation>完成(&amp;D)</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionbar.cpp" line="124"/>
        <source>S&amp;kip (Esc)</source>
        <translation>跳过 (Esc)</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionbar.cpp" line="125"/>
        <source>Boards in the next level</source>
        <translation>下一层的棋盘数</translation>
    </message>
</context>
<context>
    <name>nq::QuestionWords</name>
    <message>
        <location filename="../app/words/questionwords.cpp" line="25"/>
        <source>row %1, column %2</source>
        <translation>第 %1 行第 %2 列</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="45"/>
        <source>Where the next queen goes</source>
        <translation>下一个皇后的位置</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="47"/>
        <source>Whether a square is attacked</source>
        <translation>格子是否受攻击</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="49"/>
        <source>What happens next</source>
        <translation>接下来发生什么</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="51"/>
        <source>Which row the search goes back to</source>
        <translation>搜索回退到哪一行</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="53"/>
        <source>Which columns are free (bitmask)</source>
        <translation>哪些列空闲（位掩码）</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="55"/>
        <source>How many boards the next level holds (breadth-first)</source>
        <translation>下一层有多少棋盘（广度优先）</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="57"/>
        <source>Where a queen moves (min-conflicts)</source>
        <translation>皇后移到哪里（最小冲突）</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="59"/>
        <source>Which square is uncovered (domination)</source>
        <translation>哪个格子未被覆盖（支配）</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="68"/>
        <source>Where will the next queen go?</source>
        <translation>下一个皇后会放在哪里？</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="70"/>
        <source>Is %1 attacked? By which queen?</source>
        <translation>%1受攻击吗？被哪个皇后攻击？</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="73"/>
        <source>The search tests %1. What happens next?</source>
        <translation>搜索正在测试 %1。接下来会发生什么？</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="74"/>
        <source>What happens next?</source>
        <translation>接下来会发生什么？</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="76"/>
        <source>Which row does the search go back to?</source>
        <translation>搜索会回退到哪一行？</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="78"/>
        <source>Which columns of row %1 are free?</source>
        <translation>第 %1 行哪些列是空闲的？</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="80"/>
        <source>How many boards will the next level hold?</source>
        <translation>下一层会有多少个棋盘？</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="82"/>
        <source>Which column will the queen on %1 move to?</source>
        <translation>%1的皇后会移到哪一列？</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="84"/>
        <source>Which square is still uncovered?</source>
        <translation>哪个格子仍未被覆盖？</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="93"/>
        <source>Where will the next queen go? Click its square.</source>
        <translation>下一个皇后会放在哪里？请点击那个格子。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="95"/>
        <source>Is %1 attacked? Answer Yes or No; if yes, click the queen that attacks it.</source>
        <translation>%1受攻击吗？请回答“是”或“否”；如果是，请点击攻击它的皇后。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="99"/>
        <source>The search tests %1. What happens next: a queen is put, a conflict, the search goes back, or a solution?</source>
        <translation>搜索正在测试 %1。接下来会发生什么：放置皇后、冲突、搜索回退，还是得到一个解？</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="102"/>
        <source>What happens next: a queen is put, a conflict, the search goes back, or a solution?</source>
        <translation>接下来会发生什么：放置皇后、冲突、搜索回退，还是得到一个解？</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="105"/>
        <source>This row has no square left. Which row does the search go back to? Click a square of that row.</source>
        <translation>这一行已没有可试的格子。搜索会回退到哪一行？请点击那一行的一个格子。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="108"/>
        <source>Which columns of row %1 are free? Click each free square, then press Enter.</source>
        <translation>第 %1 行哪些列是空闲的？请点击每个空闲格子，然后按 Enter。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="111"/>
        <source>A new level begins. How many boards will the next level hold? Type the number, then press Enter.</source>
        <translation>新的一层开始了。下一层会有多少个棋盘？请输入数字，然后按 Enter。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="114"/>
        <source>The queen on %1 is attacked. Which column will it move to? Click a square of its row.</source>
        <translation>%1的皇后受到攻击。它会移到哪一列？请点击它那一行的一个格子。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="118"/>
        <source>Which square is still uncovered? Click one.</source>
        <translation>哪个格子仍未被覆盖？请点击一个。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="127"/>
        <source>a queen is put</source>
        <translation>放一个皇后</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="129"/>
        <source>a conflict</source>
        <translation>冲突</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="131"/>
        <source>the search goes back</source>
        <translation>搜索回退</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="133"/>
        <source>a solution</source>
        <translation>一个解</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="162"/>
        <source>%1 and %2</source>
        <translation>%1 和 %2</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="164"/>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="27"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="26"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="28"/>
        <source>yes, the queen on %1</source>
        <translation>是，%1的皇后</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="29"/>
        <source>row %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="32"/>
        <source>no column</source>
        <translation>没有列</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/questionwords.cpp" line="30"/>
        <location filename="../app/words/questionwords.cpp" line="31"/>
        <location filename="../app/words/questionwords.cpp" line="189"/>
        <source>columns %1</source>
        <translation>
            <numerusform>第 %1 列</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="201"/>
        <source>That square already holds a queen.</source>
        <translation>那个格子上已经有皇后了。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="204"/>
        <source>That square is attacked by the queen on %1.</source>
        <translation>那个格子受到 %1 上皇后的攻击。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="207"/>
        <source>That square is free, but the search puts a queen in row %1 first.</source>
        <translation>那个格子没有受攻击，但搜索会先在第 %1 行放置皇后。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="209"/>
        <source>That square is free too, but the search reaches %1 first.</source>
        <translation>那个格子也没有受攻击，但搜索会先到达 %1。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="260"/>
        <source>The next queen goes on %1: the first square the search tries that covers the first square still uncovered.</source>
        <translation>下一个皇后放在%1：这是搜索尝试的、能覆盖第一个未覆盖格子的第一个格子。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="263"/>
        <source>The next queen goes on %1: the first square the search tries from here that no queen attacks.</source>
        <translation>下一个皇后放在%1：这是搜索从这里开始尝试的、没有皇后攻击的第一个格子。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="269"/>
        <source>The queens on %1 attack %2; naming any of them is right.</source>
        <translation>%1 上的皇后都攻击 %2；答出其中任何一个都对。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="272"/>
        <source>The queen on %1 attacks %2.</source>
        <translation>%1的皇后攻击%2。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="273"/>
        <source>No queen shares a row, a column or a diagonal with %1: it is free.</source>
        <translation>没有皇后与%1同行、同列或同斜线：它是空闲的。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="279"/>
        <source>A queen is put: no queen attacks the square tested.</source>
        <translation>放一个皇后：没有皇后攻击所试的格子。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="282"/>
        <source>A conflict: a queen attacks the square tested.</source>
        <translation>冲突：有皇后攻击所试的格子。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="285"/>
        <source>The search goes back: the row has no square left to try.</source>
        <translation>搜索回退：这一行已没有可试的格子。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="288"/>
        <source>A solution: every row holds a queen and none attacks another.</source>
        <translation>一个解：每行都有皇后，且互不攻击。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="293"/>
        <source>Row %1: no row below it has a square left to try, so the search takes the queens back up to the one of row %1, and row %1 tries its next square.</source>
        <translation>第 %1 行：它下面的各行都没有可试的格子了，所以搜索撤回直到第 %1 行的皇后，第 %1 行接着试下一个格子。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="229"/>
        <source>Skipped: it counts as asked and not right, and the streak starts again. %1</source>
        <translation>已跳过：计为已提问且未答对，连续答对重新开始。%1</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="299"/>
        <source>No column of row %1 is free: the queens above attack every square.</source>
        <translation>第 %1 行没有空闲的列：上面的皇后攻击了每个格子。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="301"/>
        <source>The free columns of row %1 are %2: the queens above attack every other square.</source>
        <translation>第 %1 行空闲的列是 %2：其他格子都被上面的皇后攻击。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/questionwords.cpp" line="306"/>
        <source>The next level holds %Ln board(s): one for every free square of the next row, on every board of this level.</source>
        <translation>
            <numerusform>下一层有 %Ln 个棋盘：本层每个棋盘上，下一行的每个空闲格子各一个。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="312"/>
        <source>It moves to %1, drawn among the squares of its row with the fewest attackers; any of them was right.</source>
        <translation>它移到%1，是从该行攻击者最少的格子中随机选出的；其中任何一个都算对。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="315"/>
        <source>It moves to %1: no other square of its row has as few attackers.</source>
        <translation>它移到%1：该行没有其他格子的攻击者这么少。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/questionwords.cpp" line="320"/>
        <source>No queen&apos;s row, column or diagonal reaches %1 (and %Ln other square(s)).</source>
        <translation>
            <numerusform>没有皇后的行、列或斜线到达%1（另外还有 %Ln 个格子）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="323"/>
        <source>No queen&apos;s row, column or diagonal reaches %1.</source>
        <translation>没有皇后的行、列或斜线到达%1。</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="214"/>
        <source>Right! %1</source>
        <translation>正确！%1</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="224"/>
        <source>Not quite: you said %1. %2 %3</source>
        <translation>不太对：你的回答是 %1。%2 %3</translation>
    </message>
    <message>
        <location filename="../app/words/questionwords.cpp" line="219"/>
        <source>Not quite: you said %1. %2</source>
        <translation>不太对：你的回答是%1。%2</translation>
    </message>
</context>
<context>
    <name>nq::QuestionsDialog</name>
    <message>
        <location filename="../app/studio/predict/questionsdialog.cpp" line="30"/>
        <source>Questions</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionsdialog.cpp" line="32"/>
        <source>Ask</source>
        <translation>要问的问题</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionsdialog.cpp" line="41"/>
        <source>Not asked of %1.</source>
        <translation>%1 不问这个问题。</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionsdialog.cpp" line="49"/>
        <source>Every time</source>
        <translation>每次</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionsdialog.cpp" line="49"/>
        <source>About one time in %1</source>
        <translation>大约每 %1 次问一次</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionsdialog.cpp" line="53"/>
        <source>&amp;How often:</source>
        <translation>频率(&amp;H):</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionsdialog.cpp" line="58"/>
        <source>The same seed asks at the same steps: give a class one number.</source>
        <translation>相同的种子会在相同的步骤提问：给全班同一个数字。</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionsdialog.cpp" line="59"/>
        <source>&amp;Seed:</source>
        <translation>种子(&amp;S):</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionsdialog.cpp" line="63"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionsdialog.cpp" line="65"/>
        <source>While the run plays, how long each verdict stays before the run goes on (Enter or a click goes on at once).</source>
        <translation>播放时每个判定停留多久再继续（按 Enter 或单击可立即继续）。</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/questionsdialog.cpp" line="67"/>
        <source>&amp;Keep each verdict:</source>
        <translation>判定停留时间(&amp;K)：</translation>
    </message>
</context>
<context>
    <name>nq::RaceLane</name>
    <message>
        <location filename="../app/studio/compare/racelane.cpp" line="24"/>
        <source>%1 steps</source>
        <translation>%1 步</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racelane.cpp" line="26"/>
        <source>%1 queens put</source>
        <translation>放置了 %1 个皇后</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racelane.cpp" line="28"/>
        <source>%1 tests</source>
        <translation>%1 次检查</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racelane.cpp" line="101"/>
        <source>Board of %1</source>
        <translation>%1 的棋盘</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racelane.cpp" line="111"/>
        <source>Queens put %1 · tested %2 · solutions %3</source>
        <translation>放置皇后 %1 · 检查 %2 · 解 %3</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racelane.cpp" line="125"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racelane.cpp" line="134"/>
        <source>First to finish: %1</source>
        <translation>第一个完成：%1</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racelane.cpp" line="135"/>
        <source>Finished: %1</source>
        <translation>已完成：%1</translation>
    </message>
</context>
<context>
    <name>nq::RacePage</name>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="204"/>
        <source>&amp;Board size n =</source>
        <translation>棋盘大小 n(&amp;B) =</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="205"/>
        <source>A &amp;tick moves each by:</source>
        <translation>每一拍前进(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="206"/>
        <source>a step</source>
        <translation>一步</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="207"/>
        <source>a queen put</source>
        <translation>放置一个皇后</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="208"/>
        <source>a test</source>
        <translation>一次检查</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="209"/>
        <source>Steps favour the algorithms that say less; queens put and squares tested are the same work for every algorithm</source>
        <translation>按步数对说明较少的算法有利；放置的皇后和检查的格子对每个算法都是同样的工作量</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="215"/>
        <source>(no board)</source>
        <translation>（无棋盘）</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="218"/>
        <source>&amp;Start the Race</source>
        <translation>开始赛跑(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="219"/>
        <source>Race of the algorithms: the playback keys move every board</source>
        <translation>算法赛跑：播放键移动所有棋盘</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="221"/>
        <source>Race in the Main &amp;Window</source>
        <translation>在主窗口中赛跑(&amp;W)</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="222"/>
        <source>The same race in the main window, where its play bar and presentation mode (F11) drive every board</source>
        <translation>在主窗口中进行同一场赛跑，其播放栏和演示模式（F11）驱动所有棋盘</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="228"/>
        <source>To Start</source>
        <translation>到开头</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="228"/>
        <source>Step Back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="228"/>
        <source>Step</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="228"/>
        <source>To End</source>
        <translation>到结尾</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="247"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../app/studio/compare/racepage.cpp" line="247"/>
        <source>Play</source>
        <translation>播放</translation>
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
        <translation>录制步骤</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recordcontroller.cpp" line="160"/>
        <source>Recording steps %L1 to %L2…</source>
        <translation>正在录制第 %L1 步至第 %L2 步…</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recordcontroller.cpp" line="164"/>
        <source>Recording</source>
        <translation>录制</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recordcontroller.cpp" line="165"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recordcontroller.cpp" line="166"/>
        <source>Stop recording; no file is written</source>
        <translation>停止录制；不写入文件</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recordcontroller.cpp" line="184"/>
        <source>Cancelling the recording…</source>
        <translation>正在取消录制…</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recordcontroller.cpp" line="210"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recordcontroller.cpp" line="213"/>
        <source>Recording cancelled: no file was written.</source>
        <translation>录制已取消：未写入文件。</translation>
    </message>
</context>
<context>
    <name>nq::RecordDialog</name>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="26"/>
        <source>Record Steps</source>
        <translation>录制步骤</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="37"/>
        <source>t&amp;o</source>
        <translation>至(&amp;O)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="42"/>
        <source>&amp;Steps from</source>
        <translation>步骤从(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="51"/>
        <source>MP4 video (H.264): slides, learning platforms, phones</source>
        <translation>MP4 视频（H.264）：用于幻灯片、学习平台、手机</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="52"/>
        <source>WebM video (VP9)</source>
        <translation>WebM 视频（VP9）</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="53"/>
        <source>Animated GIF</source>
        <translation>GIF 动画</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="54"/>
        <source>Animated WebP</source>
        <translation>WebP 动画</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="55"/>
        <source>PNG frames in a folder</source>
        <translation>文件夹中的 PNG 帧</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="56"/>
        <source>Handout PDF: the frames in a grid, six a page</source>
        <translation>讲义 PDF：各帧排成网格，每页六帧</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="62"/>
        <source>&amp;Format</source>
        <translation>格式(&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="68"/>
        <source> steps a second</source>
        <translation> 步/秒</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="74"/>
        <source> pixels wide</source>
        <translation> 像素宽</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="75"/>
        <source>Si&amp;ze</source>
        <translation>尺寸(&amp;Z)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="88"/>
        <source>Words</source>
        <translation>文字</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="69"/>
        <source>Frame ra&amp;te</source>
        <translation>帧率(&amp;T)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="57"/>
        <source>Web page: the steps to play in any browser, offline</source>
        <translation>网页：在任何浏览器中离线播放这些步骤</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="76"/>
        <source>&amp;Wide (16:9) for slides: the words beside the board</source>
        <translation>宽屏 (16:9，用于幻灯片)：文字在棋盘旁边(&amp;W)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="78"/>
        <source>Frame</source>
        <translation>画面</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="79"/>
        <source>The step&apos;s &amp;caption</source>
        <translation>这一步的说明(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="81"/>
        <source>The cou&amp;nters</source>
        <translation>计数器(&amp;N)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="83"/>
        <source>The &amp;pseudocode line</source>
        <translation>伪代码行(&amp;P)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="89"/>
        <source>Na&amp;rrate: each step&apos;s caption spoken, the frame held until it ends</source>
        <translation>旁白(&amp;R)：朗读每一步的说明，画面停留到读完</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="93"/>
        <source>Sound</source>
        <translation>声音</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="95"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="96"/>
        <source>US Letter</source>
        <translation>美国信纸</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="98"/>
        <source>P&amp;aper</source>
        <translation>纸张(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="101"/>
        <source>&amp;Record…</source>
        <translation>录制(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="131"/>
        <source>The last step comes before the first.</source>
        <translation>结束步在起始步之前。</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="134"/>
        <source>%L1 steps: a recording holds at most %L2.</source>
        <translation>%L1 步：一次录制最多 %L2 步。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/record/recorddialog.cpp" line="136"/>
        <source>%n step(s); a solution and the end are held four times as long.</source>
        <translation>
            <numerusform>%n 步；解和结束处停留四倍时长。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="193"/>
        <source>MP4 video (*.mp4)</source>
        <translation>MP4 视频 (*.mp4)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="195"/>
        <source>WebM video (*.webm)</source>
        <translation>WebM 视频 (*.webm)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="197"/>
        <source>Animated GIF (*.gif)</source>
        <translation>GIF 动画 (*.gif)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="199"/>
        <source>Animated WebP (*.webp)</source>
        <translation>WebP 动画 (*.webp)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="201"/>
        <source>PDF handout (*.pdf)</source>
        <translation>讲义 PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="203"/>
        <source>Web page (*.html)</source>
        <translation>网页 (*.html)</translation>
    </message>
    <message>
        <location filename="../app/studio/record/recorddialog.cpp" line="207"/>
        <source>A new folder for the frames (*)</source>
        <translation>存放各帧的新文件夹 (*)</translation>
    </message>
</context>
<context>
    <name>nq::RowSearchView</name>
    <message>
        <location filename="../app/studio/algorithms/rowsearchview.cpp" line="14"/>
        <source>The candidate board, as columns row by row:</source>
        <translation>候选棋盘（逐行列出皇后所在的列）：</translation>
    </message>
    <message>
        <location filename="../app/studio/algorithms/rowsearchview.cpp" line="15"/>
        <source>x[row] = the column of each row&apos;s queen:</source>
        <translation>x[row] = 每行皇后所在的列：</translation>
    </message>
    <message>
        <location filename="../app/studio/algorithms/rowsearchview.cpp" line="31"/>
        <source>Complete boards checked: %L1 of %L2</source>
        <translation>已检查的完整棋盘：%L2 个中的 %L1 个</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="20"/>
        <source>Not used here: each permutation puts all the queens down at once.</source>
        <translation>此处不适用：每个排列一次放下所有皇后。</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="23"/>
        <source>Not used here: squares are never tested one by one.</source>
        <translation>此处不适用：从不逐格测试。</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="25"/>
        <location filename="../app/words/rowsearchwords.cpp" line="58"/>
        <source>Not used here: only complete boards are checked; see Queens under attack.</source>
        <translation>此处不适用：只检查完整的棋盘；参见“受攻击的皇后”。</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="28"/>
        <source>Not used here: the next permutation replaces the board.</source>
        <translation>此处不适用：下一个排列会替换整个棋盘。</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="29"/>
        <source>Permutations checked</source>
        <translation>已检查的排列</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="30"/>
        <source>Complete boards (one queen in every row and column) checked for diagonal attacks, out of n!.</source>
        <translation>检查对角线攻击的完整棋盘（每行每列各一个皇后）数，共 n! 个。</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="38"/>
        <source>Queens put on a square whose column is free.</source>
        <translation>放在所在列空闲的格子上的皇后。</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="39"/>
        <source>Columns tested</source>
        <translation>已测试的列</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="40"/>
        <source>Columns tried for the queen of the next row.</source>
        <translation>为下一行的皇后尝试过的列。</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="41"/>
        <source>Column clashes</source>
        <translation>列冲突</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="42"/>
        <source>Tried columns that a queen above already holds; diagonals are checked only on complete boards.</source>
        <translation>尝试过的列中已被上方皇后占用的列；对角线只在完整棋盘上检查。</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="45"/>
        <source>Queens taken off again to try the next column.</source>
        <translation>为尝试下一列而拿走的皇后。</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="47"/>
        <source>Complete boards checked for diagonal attacks, out of n!.</source>
        <translation>检查对角线攻击的完整棋盘数，共 n! 个。</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="54"/>
        <source>Queens put on a square, attacked or not.</source>
        <translation>放到格子上的皇后，不论是否受攻击。</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="56"/>
        <source>Not used here: queens go down without a test.</source>
        <translation>此处不适用：皇后不经测试直接放下。</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="61"/>
        <source>Queens taken off to try the next square of their row.</source>
        <translation>为尝试本行下一个格子而拿走的皇后。</translation>
    </message>
    <message>
        <location filename="../app/words/rowsearchwords.cpp" line="63"/>
        <source>Complete boards (a queen in every row) checked, out of n^n.</source>
        <translation>已检查的完整棋盘（每行一个皇后）数，共 n^n 个。</translation>
    </message>
</context>
<context>
    <name>nq::RunUntilDialog</name>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="40"/>
        <source>Run Back Until</source>
        <translation>后退到条件</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="40"/>
        <source>Run Until</source>
        <translation>运行到条件</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="44"/>
        <source>A solution</source>
        <translation>一个解</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="45"/>
        <source>Solution number…</source>
        <translation>第几个解…</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="46"/>
        <source>A queen taken back</source>
        <translation>拿走一个皇后</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="47"/>
        <source>A line of the pseudocode</source>
        <translation>伪代码的一行</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="48"/>
        <source>A queen put on a square</source>
        <translation>在某格放一个皇后</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="49"/>
        <source>This many queens reached</source>
        <translation>皇后数达到</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="50"/>
        <source>Fewer queens than</source>
        <translation>皇后数少于</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="51"/>
        <source>Step number…</source>
        <translation>第几步…</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="52"/>
        <source>Go back to the last step with:</source>
        <translation>后退到最近满足以下条件的一步：</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="52"/>
        <source>Play until the next step with:</source>
        <translation>播放到下一个满足以下条件的一步：</translation>
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
        <translation>在棋盘上选(&amp;P)</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="98"/>
        <source>Run &amp;Back</source>
        <translation>后退(&amp;B)</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="98"/>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="111"/>
        <source>&amp;Solution number</source>
        <translation>解的编号(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="112"/>
        <source>&amp;Step</source>
        <translation>步骤(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/studio/debugger/rununtildialog.cpp" line="113"/>
        <source>&amp;Queens</source>
        <translation>皇后数(&amp;Q)</translation>
    </message>
</context>
<context>
    <name>nq::ScenesView</name>
    <message>
        <location filename="../app/studio/lessons/scenesview.cpp" line="91"/>
        <source>A lesson had changes that were not saved when N-Queens Studio stopped.</source>
        <translation>N-Queens Studio 停止时，有一个课程的更改尚未保存。</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/scenesview.cpp" line="93"/>
        <source>&amp;Recover It</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/scenesview.cpp" line="94"/>
        <source>Discard It</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/scenesview.cpp" line="95"/>
        <source>Remove Scene</source>
        <translation>删除场景</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/scenesview.cpp" line="96"/>
        <source>Remove the scene selected from the lesson (Delete)</source>
        <translation>从课程中删除所选场景（Delete）</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/scenesview.cpp" line="97"/>
        <source>Scenes of the lesson</source>
        <translation>课程的场景</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/scenesview.cpp" line="118"/>
        <source>%1, %2 × %2</source>
        <translation>%1，%2 × %2</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/scenesview.cpp" line="131"/>
        <source>Scene %1: %2, %3 × %3</source>
        <translation>场景 %1：%2，%3 × %3</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/scenesview.cpp" line="137"/>
        <source>No scene yet: set the board up, then File &gt; Add Scene from Current View.</source>
        <translation>还没有场景：先设置好棋盘，再选择“文件”&gt;“从当前视图添加场景”。</translation>
    </message>
    <message>
        <location filename="../app/studio/lessons/scenesview.cpp" line="139"/>
        <source>No lesson is open. File &gt; New Lesson starts one; File &gt; Example Lessons holds three.</source>
        <translation>没有打开的课程。“文件”&gt;“新建课程”可新建一个；“文件”&gt;“示例课程”中有三个。</translation>
    </message>
</context>
<context>
    <name>nq::ScoreView</name>
    <message>
        <location filename="../app/studio/predict/scoreview.cpp" line="91"/>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/scoreview.cpp" line="91"/>
        <source>Asked</source>
        <translation>已问</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/scoreview.cpp" line="91"/>
        <source>Right</source>
        <translation>答对</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/scoreview.cpp" line="92"/>
        <source>&amp;Questions…</source>
        <translation>问题(&amp;Q)…</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/scoreview.cpp" line="93"/>
        <source>&amp;Reset</source>
        <translation>重置(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/scoreview.cpp" line="94"/>
        <source>&amp;Export Results…</source>
        <translation>导出结果(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/scoreview.cpp" line="96"/>
        <source>Predict is off. Turn it on (Run &gt; Predict, Ctrl+P) to answer questions about the next step.</source>
        <translation>预测已关闭。开启它（运行 &gt; 预测，Ctrl+P）即可回答关于下一步的问题。</translation>
    </message>
    <message>
        <location filename="../app/studio/predict/scoreview.cpp" line="100"/>
        <source>Right %1 of %2 · streak %3 (best %4)</source>
        <translation>%2 题中答对 %1 题 · 连对 %3（最多 %4）</translation>
    </message>
</context>
<context>
    <name>nq::ScormPackage</name>
    <message>
        <location filename="../app/film/scormpackage.cpp" line="94"/>
        <source>cannot make the SCORM package: %1</source>
        <translation>无法生成 SCORM 包：%1</translation>
    </message>
</context>
<context>
    <name>nq::SearchTree</name>
    <message>
        <location filename="../core/searchtree.cpp" line="380"/>
        <source>not reached yet</source>
        <translation>尚未到达</translation>
    </message>
    <message>
        <location filename="../core/searchtree.cpp" line="383"/>
        <source>waiting in the frontier</source>
        <translation>在待扩展队列中等待</translation>
    </message>
    <message>
        <location filename="../core/searchtree.cpp" line="386"/>
        <source>being searched</source>
        <translation>正在搜索</translation>
    </message>
    <message>
        <location filename="../core/searchtree.cpp" line="389"/>
        <source>1 child</source>
        <translation>1 个子节点</translation>
    </message>
    <message>
        <location filename="../core/searchtree.cpp" line="390"/>
        <source>%L1 children</source>
        <translation>%L1 个子节点</translation>
    </message>
    <message>
        <location filename="../core/searchtree.cpp" line="393"/>
        <source>dead end</source>
        <translation>死路</translation>
    </message>
    <message>
        <location filename="../core/searchtree.cpp" line="396"/>
        <source>solution</source>
        <translation>解</translation>
    </message>
    <message>
        <location filename="../core/searchtree.cpp" line="400"/>
        <source>The empty board: %1</source>
        <translation>空棋盘：%1</translation>
    </message>
    <message>
        <location filename="../core/searchtree.cpp" line="401"/>
        <source>Row %1, column %2: %3, entered at step %L4</source>
        <translation>第 %1 行第 %2 列：%3，于第 %L4 步到达</translation>
    </message>
</context>
<context>
    <name>nq::ShortcutsDialog</name>
    <message>
        <location filename="../app/studio/window/shortcutsdialog.cpp" line="16"/>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location filename="../app/studio/window/shortcutsdialog.cpp" line="25"/>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <location filename="../app/studio/window/shortcutsdialog.cpp" line="28"/>
        <source>Alt + the underlined letter</source>
        <translation>Alt + 带下划线的字母</translation>
    </message>
    <message>
        <location filename="../app/studio/window/shortcutsdialog.cpp" line="29"/>
        <source>Go to the control of a label (Problem, Algorithm, Queens, Board size, Timeline)</source>
        <translation>转到标签对应的控件（问题、算法、皇后、棋盘大小、时间线）</translation>
    </message>
    <message>
        <location filename="../app/studio/window/shortcutsdialog.cpp" line="30"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab、Shift+Tab</translation>
    </message>
    <message>
        <location filename="../app/studio/window/shortcutsdialog.cpp" line="30"/>
        <source>Go to the next or the previous control</source>
        <translation>转到下一个或上一个控件</translation>
    </message>
    <message>
        <location filename="../app/studio/window/shortcutsdialog.cpp" line="31"/>
        <source>Arrows, Enter or Space</source>
        <translation>方向键、Enter 或 Space</translation>
    </message>
    <message>
        <location filename="../app/studio/window/shortcutsdialog.cpp" line="32"/>
        <source>Explore by Hand: move the cursor on the board, put or take a queen</source>
        <translation>手动探索：在棋盘上移动光标，放置或拿走皇后</translation>
    </message>
    <message>
        <location filename="../app/studio/window/shortcutsdialog.cpp" line="33"/>
        <source>Home, End, arrows</source>
        <translation>Home、End、方向键</translation>
    </message>
    <message>
        <location filename="../app/studio/window/shortcutsdialog.cpp" line="34"/>
        <source>In a list, a field or the step log: move there, not in the run</source>
        <translation>在列表、输入框或步骤日志中：在其中移动，而不是移动运行</translation>
    </message>
    <message>
        <location filename="../app/studio/window/shortcutsdialog.cpp" line="35"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../app/studio/window/shortcutsdialog.cpp" line="35"/>
        <source>In Go to step or Solution number: go there</source>
        <translation>在“转到步骤”或“解编号”中：转到该处</translation>
    </message>
    <message>
        <location filename="../app/studio/window/shortcutsdialog.cpp" line="37"/>
        <source>Key</source>
        <translation>按键</translation>
    </message>
    <message>
        <location filename="../app/studio/window/shortcutsdialog.cpp" line="37"/>
        <source>Does</source>
        <translation>作用</translation>
    </message>
    <message>
        <location filename="../app/studio/window/shortcutsdialog.cpp" line="49"/>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
</context>
<context>
    <name>nq::SolutionBrowser</name>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="165"/>
        <source>One per class</source>
        <translation>每类一个</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="166"/>
        <source>All solutions</source>
        <translation>所有解</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="166"/>
        <source>All sets</source>
        <translation>所有集合</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="174"/>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="175"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="108"/>
        <source>Listing cancelled.</source>
        <translation>已取消列出。</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="168"/>
        <source>&amp;Go to:</source>
        <translation>跳到(&amp;G)：</translation>
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
        <translation>类</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="171"/>
        <source>Go to a solution or a class</source>
        <translation>跳到某个解或某个类</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="172"/>
        <source>Covering sets by symmetry class</source>
        <translation>按对称类分组的覆盖集合</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="173"/>
        <source>Solutions by symmetry class</source>
        <translation>按对称类分组的解</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="182"/>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="255"/>
        <source>The browser lists boards up to %1 × %1.</source>
        <translation>浏览器最多列出 %1 × %1 的棋盘。</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="192"/>
        <source>Looking for every set of %1 queens that do not attack each other and cover the %2 × %2 board…</source>
        <translation>正在寻找所有能覆盖 %2 × %2 棋盘且互不攻击的 %1 个皇后的集合…</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="196"/>
        <source>Looking for every set of %1 queens that covers the %2 × %2 board…</source>
        <translation>正在寻找所有能覆盖 %2 × %2 棋盘的 %1 个皇后的集合…</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowser.cpp" line="199"/>
        <source>Listing the solutions of %1 × %1…</source>
        <translation>正在列出 %1 × %1 的解…</translation>
    </message>
    <message>
        <location filename="../app/studio/browser/solutionbrowserpick.cpp" line="78"/>
        <source>Filtering…</source>
        <translation>正在筛选…</translation>
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
        <translation>没有哪个皇后能单独覆盖 %1 × %1 棋盘：搜索已尝试了每个格子。</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalog.cpp" line="275"/>
        <source>No set of %1 queens that do not attack each other covers the %2 × %2 board: the search tried every possibility.</source>
        <translation>没有互不攻击的 %1 个皇后能覆盖 %2 × %2 棋盘：搜索已尝试了所有可能。</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalog.cpp" line="279"/>
        <source>No set of %1 queens covers the %2 × %2 board: the search tried every possibility.</source>
        <translation>没有 %1 个皇后的集合能覆盖 %2 × %2 棋盘：搜索已尝试了所有可能。</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalog.cpp" line="296"/>
        <source>No solutions on a %1 × %1 board.</source>
        <translation>%1 × %1 棋盘无解。</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalog.cpp" line="298"/>
        <source>1 solution</source>
        <translation>1 个解</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalog.cpp" line="298"/>
        <source>%L1 solutions</source>
        <translation>%L1 个解</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalog.cpp" line="292"/>
        <location filename="../core/solutioncatalog.cpp" line="299"/>
        <source>1 class</source>
        <translation>1 个类</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalogsets.cpp" line="49"/>
        <source>More sets of %1 queens cover the %2 × %2 board than can be counted. Choose fewer queens.</source>
        <translation>由 %1 个皇后组成、覆盖 %2 × %2 棋盘的集合多得无法计数。请减少皇后数。</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalogsets.cpp" line="80"/>
        <source>%L1 sets of %2 queens cover the %3 × %3 board, more than the %L4 the browser lists. Choose fewer queens.</source>
        <translation>有 %L1 个由 %2 个皇后组成的集合覆盖 %3 × %3 棋盘，超过了浏览器可列出的 %L4 个。请减少皇后数。</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalogsets.cpp" line="67"/>
        <source>More than %L1 sets of %2 queens cover the %3 × %3 board: too many to list. Choose fewer queens.</source>
        <translation>能覆盖 %3 × %3 棋盘的 %2 个皇后的集合超过 %L1 个，太多而无法列出。请选择更少的皇后。</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalogsets.cpp" line="57"/>
        <source>How many sets of %1 queens cover the %2 × %2 board cannot be told in a few seconds (%L3 found so far). Choose fewer queens.</source>
        <translation>几秒内无法得知有多少个由 %1 个皇后组成的集合能覆盖 %2 × %2 棋盘（目前已找到 %L3 个）。请减少皇后数量。</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalog.cpp" line="285"/>
        <source>%L1 covering sets in %L2 classes (%3); one board a class is listed</source>
        <translation>%L1 个控制集，共 %L2 类（%3）；每类列出一个棋盘</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalog.cpp" line="289"/>
        <source>1 covering set</source>
        <translation>1 个控制集</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalog.cpp" line="290"/>
        <source>%L1 covering sets</source>
        <translation>%L1 个控制集</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalog.cpp" line="292"/>
        <location filename="../core/solutioncatalog.cpp" line="299"/>
        <source>%L1 classes</source>
        <translation>%L1 个类</translation>
    </message>
    <message>
        <location filename="../core/solutioncatalog.cpp" line="293"/>
        <location filename="../core/solutioncatalog.cpp" line="300"/>
        <source>%1 in %2 (%3)</source>
        <translation>%1，分为 %2（%3）</translation>
    </message>
    <message>
        <location filename="../core/dominationclasses.cpp" line="62"/>
        <source>%L1 sets of %2 queens cover the %3 × %3 board, in more than %L4 classes: too many to list. Choose fewer queens.</source>
        <translation>%2 个皇后控制 %3 × %3 棋盘的集合有 %L1 个，超过 %L4 类，太多无法列出。请减少皇后数。</translation>
    </message>
</context>
<context>
    <name>nq::SpeechController</name>
    <message>
        <location filename="../app/studio/speech/speechcontroller.cpp" line="142"/>
        <source>No Voice for This Language</source>
        <translation>没有此语言的语音</translation>
    </message>
</context>
<context>
    <name>nq::SpeechDialog</name>
    <message>
        <location filename="../app/studio/speech/speechdialog.cpp" line="20"/>
        <source>&amp;Speak each caption</source>
        <translation>朗读每条说明(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/studio/speech/speechdialog.cpp" line="24"/>
        <source>Speech Settings</source>
        <translation>语音设置</translation>
    </message>
    <message>
        <location filename="../app/studio/speech/speechdialog.cpp" line="26"/>
        <source>The system&apos;s voice</source>
        <translation>系统的语音</translation>
    </message>
    <message>
        <location filename="../app/studio/speech/speechdialog.cpp" line="41"/>
        <source>&amp;Voice:</source>
        <translation>语音(&amp;V)：</translation>
    </message>
    <message>
        <location filename="../app/studio/speech/speechdialog.cpp" line="50"/>
        <source>&amp;Rate:</source>
        <translation>语速(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../app/studio/speech/speechdialog.cpp" line="52"/>
        <source>Slower</source>
        <translation>较慢</translation>
    </message>
    <message>
        <location filename="../app/studio/speech/speechdialog.cpp" line="52"/>
        <source>Faster</source>
        <translation>较快</translation>
    </message>
    <message>
        <location filename="../app/studio/speech/speechdialog.cpp" line="53"/>
        <source>V&amp;olume:</source>
        <translation>音量(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../app/studio/speech/speechdialog.cpp" line="55"/>
        <source>Quiet</source>
        <translation>较轻</translation>
    </message>
    <message>
        <location filename="../app/studio/speech/speechdialog.cpp" line="55"/>
        <source>Loud</source>
        <translation>较响</translation>
    </message>
    <message>
        <location filename="../app/studio/speech/speechdialog.cpp" line="56"/>
        <source>Rate</source>
        <translation>语速</translation>
    </message>
    <message>
        <location filename="../app/studio/speech/speechdialog.cpp" line="57"/>
        <source>Volume</source>
        <translation>音量</translation>
    </message>
    <message>
        <location filename="../app/studio/speech/speechdialog.cpp" line="59"/>
        <source>&amp;Try the Voice</source>
        <translation>试听语音(&amp;T)</translation>
    </message>
    <message>
        <location filename="../app/studio/speech/speechdialog.cpp" line="86"/>
        <source>Put a queen in row 1, column 1.</source>
        <translation>在第 1 行第 1 列放一个皇后。</translation>
    </message>
</context>
<context>
    <name>nq::SquarePicker</name>
    <message>
        <location filename="../app/studio/browser/squarepicker.cpp" line="114"/>
        <source>Queens that must stand: %1</source>
        <translation>必须有的皇后：%1</translation>
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
        <translation>以此算法开始（参见 nqueens algorithms）。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="24"/>
        <source>Start with the domination problem: K queens that cover the board.</source>
        <translation>以支配问题开始：K 个皇后覆盖整个棋盘。</translation>
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
        <translation>与 --dominate 一起使用：任意两个皇后互不攻击。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="28"/>
        <source>The board size, N x N.</source>
        <translation>棋盘大小（N × N）。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="28"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="30"/>
        <source>Steps per second, from 0.25 to 250000, or max.</source>
        <translation>每秒步数，0.25 到 250000，或 max。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="30"/>
        <source>SPEED</source>
        <translation>速度</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="31"/>
        <source>Play at once.</source>
        <translation>立即播放。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="33"/>
        <source>Go to step K of the run once it has started.</source>
        <translation>运行开始后跳到第 K 步。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="34"/>
        <source>Start in presentation mode.</source>
        <translation>以演示模式启动。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="36"/>
        <source>Speak each caption with the system&apos;s voice (View &gt; Speak Captions).</source>
        <translation>用系统的语音朗读每条说明（视图 &gt; 朗读说明）。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="39"/>
        <source>The language for this session: en, ja or zh_CN.</source>
        <translation>本次会话的语言：en、ja 或 zh_CN。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="39"/>
        <source>CODE</source>
        <translation>CODE</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="41"/>
        <source>The panel in sight: tree, log, data or browser.</source>
        <translation>要显示的面板：tree、log、data 或 browser。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="41"/>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="43"/>
        <source>Start a class session (on PORT when a port number follows: --class [PORT]) and print its address and code.</source>
        <translation>开始课堂会话（后跟端口号时使用该端口：--class [PORT]），并输出其地址和代码。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="53"/>
        <source>The colours for this session: light or dark.</source>
        <translation>本次会话的配色：light 或 dark。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="55"/>
        <source>THEME</source>
        <translation>THEME</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="57"/>
        <source>Print this help and quit.</source>
        <translation>显示此帮助并退出。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="59"/>
        <source>Print the version and quit.</source>
        <translation>显示版本并退出。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="83"/>
        <source>nqueens-studio: unknown option &apos;%1&apos;</source>
        <translation>nqueens-studio: 未知选项 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="87"/>
        <source>nqueens-studio: option &apos;%1&apos; needs a value</source>
        <translation>nqueens-studio: 选项 &apos;%1&apos; 需要一个值</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="89"/>
        <source>nqueens-studio: option &apos;%1&apos; takes no value, not &apos;%2&apos;</source>
        <translation>nqueens-studio：选项“%1”不接受值（不能是“%2”）</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="93"/>
        <source>A lesson (.nqlesson) to open.</source>
        <translation>要打开的课程（.nqlesson）。</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="118"/>
        <source>nqueens-studio: unknown algorithm &apos;%1&apos; (known: %2)</source>
        <translation>nqueens-studio: 未知的算法 &apos;%1&apos;（可用：%2）</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="128"/>
        <source>nqueens-studio: --dominate must be a number of queens from 1 to %1, not &apos;%2&apos;</source>
        <translation>nqueens-studio: --dominate 必须是 1 到 %1 之间的皇后数，而不是 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="142"/>
        <source>nqueens-studio: --speed must be steps per second from 0.25 to 250000, or max, not &apos;%1&apos;</source>
        <translation>nqueens-studio: --speed 必须是 0.25 到 250000 之间的每秒步数或 max，而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="153"/>
        <source>nqueens-studio: --step must be a step number from 0, not &apos;%1&apos;</source>
        <translation>nqueens-studio：--step 必须是从 0 开始的步数，而不是“%1”</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="168"/>
        <source>nqueens-studio: --language must be one of %1, not &apos;%2&apos;</source>
        <translation>nqueens-studio：--language 必须是 %1 之一，而不是“%2”</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="182"/>
        <source>nqueens-studio: --panel must be tree, log, data or browser, not &apos;%1&apos;</source>
        <translation>nqueens-studio：--panel 必须是 tree、log、data 或 browser，而不是“%1”</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="191"/>
        <source>nqueens-studio: --theme must be light or dark, not &apos;%1&apos;</source>
        <translation>nqueens-studio：--theme 必须是 light 或 dark，而不是“%1”</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="203"/>
        <source>nqueens-studio: --class takes a port from 1 to 65535, not &apos;%1&apos;</source>
        <translation>nqueens-studio：--class 的端口应为 1 到 65535，而不是“%1”</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="211"/>
        <source>nqueens-studio: give one lesson file to open, not %1</source>
        <translation>nqueens-studio：只能指定一个要打开的课程文件，而不是 %1 个</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="225"/>
        <source>nqueens-studio: --dominate %1 needs a board of at least %1 × %1, not %2 × %2</source>
        <translation>nqueens-studio: --dominate %1 需要至少 %1 × %1 的棋盘，而不是 %2 × %2</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="232"/>
        <source>nqueens-studio: --size must be a whole number from 1 to %1 for %2, not &apos;%3&apos;</source>
        <translation>nqueens-studio: 对于 %2，--size 必须是 1 到 %1 之间的整数，而不是 &apos;%3&apos;</translation>
    </message>
    <message>
        <location filename="../app/studio/platform/startupoptions.cpp" line="96"/>
        <source>N-Queens Studio: watch the classic N-Queens algorithms step by step, explore every solution and its symmetries, and export pictures of boards.</source>
        <translation>N-Queens Studio：逐步观察经典的 N 皇后算法，探索每个解及其对称性，并导出棋盘图片。</translation>
    </message>
</context>
<context>
    <name>nq::StepCaption</name>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="12"/>
        <source>Ready. Press Space to play, or the Right arrow key for one step.</source>
        <translation>就绪。按空格键播放，或按右方向键前进一步。</translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="17"/>
        <source>The board before the first step: the search starts here.</source>
        <translation>第一步之前的棋盘：搜索从这里开始。</translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="28"/>
        <source>Try row %1, column %2.</source>
        <translation>尝试第 %1 行第 %2 列。</translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="32"/>
        <source>Row %1, column %2 is attacked by the queen on row %3 along its column.</source>
        <translation>第 %1 行第 %2 列沿列方向受到第 %3 行皇后的攻击。</translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="37"/>
        <source>Row %1, column %2 is attacked by the queen on row %3 along a diagonal.</source>
        <translation>第 %1 行第 %2 列沿对角线方向受到第 %3 行皇后的攻击。</translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="42"/>
        <source>Row %1, column %2 is attacked by the queen on row %3 along an anti-diagonal.</source>
        <translation>第 %1 行第 %2 列沿反对角线方向受到第 %3 行皇后的攻击。</translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="48"/>
        <source>Row %1, column %2 is attacked.</source>
        <translation>第 %1 行第 %2 列受到攻击。</translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="51"/>
        <source>Place a queen on row %1, column %2.</source>
        <translation>在第 %1 行第 %2 列放一个皇后。</translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="53"/>
        <source>Take the queen off row %1, column %2 and go back.</source>
        <translation>拿走第 %1 行第 %2 列的皇后并回退。</translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="59"/>
        <source>A new board with one queen in every row and column.</source>
        <translation>一个新棋盘，每行每列各有一个皇后。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/stepcaption.cpp" line="61"/>
        <source>A board with queens on %n row(s), row by row in columns %1 (· for an empty row).</source>
        <translation>
            <numerusform>有皇后的行数为 %n 的棋盘，各行所在列为 %1（· 表示空行）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="65"/>
        <source>A new board: the queens stand in columns %1.</source>
        <translation>新棋盘：皇后位于列 %1。</translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="69"/>
        <source>Check the whole board: no two queens attack each other.</source>
        <translation>检查整个棋盘：没有皇后互相攻击。</translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="72"/>
        <source>Check the whole board: the queens on rows %1 and %2 share a column.</source>
        <translation>检查整个棋盘：第 %1 行和第 %2 行的皇后在同一列。</translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="77"/>
        <source>Check the whole board: the queens on rows %1 and %2 share a diagonal.</source>
        <translation>检查整个棋盘：第 %1 行和第 %2 行的皇后在同一条对角线上。</translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="81"/>
        <source>Check the whole board: two queens attack each other.</source>
        <translation>检查整个棋盘：有两个皇后互相攻击。</translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="84"/>
        <source>Solution %L1: every row has a queen and none attacks another.</source>
        <translation>解 %L1：每行都有一个皇后，且互不攻击。</translation>
    </message>
    <message>
        <location filename="../app/words/stepcaption.cpp" line="87"/>
        <source>Look at row %1, column %2.</source>
        <translation>查看第 %1 行第 %2 列。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/stepcaption.cpp" line="91"/>
        <source>Finished: %Ln solution(s) found.</source>
        <translation>
            <numerusform>结束：共找到 %Ln 个解。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nq::StepLog</name>
    <message>
        <location filename="../app/studio/panels/steplog.cpp" line="31"/>
        <location filename="../app/studio/panels/steplog.cpp" line="216"/>
        <source>Step log</source>
        <translation>步骤日志</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/steplog.cpp" line="70"/>
        <source>Each step appears here as the run plays; click one to go back to it.</source>
        <translation>运行时每一步都会显示在这里；点击某一步即可回到该步。</translation>
    </message>
</context>
<context>
    <name>nq::StepLogAccessible</name>
    <message>
        <location filename="../app/studio/panels/steplogaccessible.cpp" line="31"/>
        <source>Step %L1</source>
        <translation>第 %L1 步</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/steplogaccessible.cpp" line="32"/>
        <source>%L1. %2</source>
        <translation>%L1. %2</translation>
    </message>
    <message>
        <location filename="../app/studio/panels/steplogaccessible.cpp" line="79"/>
        <source>Step log</source>
        <translation>步骤日志</translation>
    </message>
</context>
<context>
    <name>nq::StopText</name>
    <message>
        <location filename="../core/stoptext.cpp" line="30"/>
        <source>%1 has no line &quot;%2&quot;; its lines are %3</source>
        <translation>%1 没有行“%2”；它的行是 %3</translation>
    </message>
    <message>
        <location filename="../core/stoptext.cpp" line="37"/>
        <source>line %1 (&quot;%2&quot;) of %3 makes no step of its own, so nothing can stop there</source>
        <translation>%3 的第 %1 行（“%2”）自身不产生步骤，所以无法在那里停下</translation>
    </message>
    <message>
        <location filename="../core/stoptext.cpp" line="70"/>
        <source>an empty breakpoint</source>
        <translation>空的断点</translation>
    </message>
    <message>
        <location filename="../core/stoptext.cpp" line="97"/>
        <source>&quot;%1&quot;: a row or column is a number from 1 to %2</source>
        <translation>“%1”：行或列是 1 到 %2 的数</translation>
    </message>
    <message>
        <location filename="../core/stoptext.cpp" line="98"/>
        <source>&quot;%1&quot; is not a condition; a breakpoint takes row=R, col=C, every=K and off</source>
        <translation>“%1”不是条件；断点接受 row=R、col=C、every=K 和 off</translation>
    </message>
    <message>
        <location filename="../core/stoptext.cpp" line="103"/>
        <source>a column needs its row: row=R col=C</source>
        <translation>列需要同时给出行：row=R col=C</translation>
    </message>
    <message>
        <location filename="../core/stoptext.cpp" line="152"/>
        <source>the kind of stop is missing before &quot;=&quot;: %1</source>
        <translation>&quot;=&quot; 前缺少停止的种类：%1</translation>
    </message>
    <message>
        <location filename="../core/stoptext.cpp" line="158"/>
        <source>&quot;%1&quot; needs a value: %2</source>
        <translation>“%1”需要一个值：%2</translation>
    </message>
    <message>
        <location filename="../core/stoptext.cpp" line="162"/>
        <source>&quot;%1&quot; takes no value</source>
        <translation>“%1”不带值</translation>
    </message>
    <message>
        <location filename="../core/stoptext.cpp" line="175"/>
        <source>nth-solution=K: K is a whole number from 1, not &quot;%1&quot;</source>
        <translation>nth-solution=K：K 是从 1 起的整数，不是“%1”</translation>
    </message>
    <message>
        <location filename="../core/stoptext.cpp" line="181"/>
        <source>step=N: N is a whole number from 1, not &quot;%1&quot;</source>
        <translation>step=N：N 是从 1 起的整数，不是“%1”</translation>
    </message>
    <message>
        <location filename="../core/stoptext.cpp" line="188"/>
        <source>%1=D: D is a number of queens from %2 to %3, not &quot;%4&quot;</source>
        <translation>%1=D：D 是 %2 到 %3 之间的皇后数，不是“%4”</translation>
    </message>
    <message>
        <location filename="../core/stoptext.cpp" line="201"/>
        <source>place=R,C: a row and a column from 1 to %1, not &quot;%2&quot;</source>
        <translation>place=R,C：1 到 %1 之间的行和列，不是“%2”</translation>
    </message>
    <message>
        <location filename="../core/stoptext.cpp" line="212"/>
        <source>&quot;%1&quot; is not a stop condition; the conditions are %2</source>
        <translation>“%1”不是停止条件；条件有 %2</translation>
    </message>
</context>
<context>
    <name>nq::StopWords</name>
    <message>
        <location filename="../app/words/stopwords.cpp" line="12"/>
        <source>line %1, %2</source>
        <translation>第 %1 行“%2”</translation>
    </message>
    <message>
        <location filename="../app/words/stopwords.cpp" line="19"/>
        <source>on (%1, %2)</source>
        <translation>在 (%1, %2)</translation>
    </message>
    <message>
        <location filename="../app/words/stopwords.cpp" line="21"/>
        <source>row %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location filename="../app/words/stopwords.cpp" line="23"/>
        <source>every %1 hits</source>
        <translation>每 %1 次命中</translation>
    </message>
    <message>
        <location filename="../app/words/stopwords.cpp" line="32"/>
        <source>the end of the run</source>
        <translation>运行结束</translation>
    </message>
    <message>
        <location filename="../app/words/stopwords.cpp" line="34"/>
        <source>a solution</source>
        <translation>一个解</translation>
    </message>
    <message>
        <location filename="../app/words/stopwords.cpp" line="36"/>
        <source>solution %L1</source>
        <translation>第 %L1 个解</translation>
    </message>
    <message>
        <location filename="../app/words/stopwords.cpp" line="38"/>
        <source>a queen taken back</source>
        <translation>拿走一个皇后</translation>
    </message>
    <message>
        <location filename="../app/words/stopwords.cpp" line="42"/>
        <source>a queen put on (%1, %2)</source>
        <translation>在 (%1, %2) 放一个皇后</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/stopwords.cpp" line="44"/>
        <source>%n queen(s) on the board</source>
        <translation>
            <numerusform>棋盘上有 %n 个皇后</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/stopwords.cpp" line="46"/>
        <source>fewer than %n queen(s) on the board</source>
        <translation>
            <numerusform>棋盘上的皇后少于 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/words/stopwords.cpp" line="48"/>
        <source>step %L1</source>
        <translation>第 %L1 步</translation>
    </message>
    <message>
        <location filename="../app/words/stopwords.cpp" line="50"/>
        <source>a breakpoint</source>
        <translation>断点</translation>
    </message>
    <message>
        <location filename="../app/words/stopwords.cpp" line="64"/>
        <source>Stopped at breakpoint: %1 (hit %L2).</source>
        <translation>停在断点：%1（第 %L2 次命中）。</translation>
    </message>
    <message>
        <location filename="../app/words/stopwords.cpp" line="67"/>
        <source>Stopped at breakpoint: %1.</source>
        <translation>停在断点：%1。</translation>
    </message>
    <message>
        <location filename="../app/words/stopwords.cpp" line="69"/>
        <source>Went back to %1.</source>
        <translation>已后退到%1。</translation>
    </message>
    <message>
        <location filename="../app/words/stopwords.cpp" line="70"/>
        <source>Stopped at %1.</source>
        <translation>停在%1。</translation>
    </message>
    <message>
        <location filename="../app/words/stopwords.cpp" line="76"/>
        <source>No earlier step with %1: still at step %L2.</source>
        <translation>之前没有%1的步骤：仍在第 %L2 步。</translation>
    </message>
</context>
<context>
    <name>nq::Symmetry</name>
    <message>
        <location filename="../core/symmetry.cpp" line="210"/>
        <source>unchanged</source>
        <translation>不变</translation>
    </message>
    <message>
        <location filename="../core/symmetry.cpp" line="212"/>
        <source>turned 90° clockwise</source>
        <translation>顺时针旋转 90°</translation>
    </message>
    <message>
        <location filename="../core/symmetry.cpp" line="214"/>
        <source>turned 180°</source>
        <translation>旋转 180°</translation>
    </message>
    <message>
        <location filename="../core/symmetry.cpp" line="216"/>
        <source>turned 90° anticlockwise</source>
        <translation>逆时针旋转 90°</translation>
    </message>
    <message>
        <location filename="../core/symmetry.cpp" line="218"/>
        <source>reflected in the horizontal axis (top ↔ bottom)</source>
        <translation>沿水平轴翻转（上 ↔ 下）</translation>
    </message>
    <message>
        <location filename="../core/symmetry.cpp" line="220"/>
        <source>reflected in the vertical axis (left ↔ right)</source>
        <translation>沿竖直轴翻转（左 ↔ 右）</translation>
    </message>
    <message>
        <location filename="../core/symmetry.cpp" line="222"/>
        <source>reflected in the ╲ diagonal</source>
        <translation>沿 ╲ 对角线翻转</translation>
    </message>
    <message>
        <location filename="../core/symmetry.cpp" line="224"/>
        <source>reflected in the ╱ diagonal</source>
        <translation>沿 ╱ 对角线翻转</translation>
    </message>
</context>
<context>
    <name>nq::Theme</name>
    <message>
        <location filename="../app/render/theme.cpp" line="60"/>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location filename="../app/render/theme.cpp" line="62"/>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location filename="../app/render/theme.cpp" line="64"/>
        <source>Print</source>
        <translation>打印</translation>
    </message>
</context>
<context>
    <name>nq::TimelineBar</name>
    <message>
        <location filename="../app/studio/playback/timelinebar.cpp" line="364"/>
        <source>Step %L1 of %L2 so far</source>
        <translation>第 %L1 步，目前共 %L2 步</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/timelinebar.cpp" line="284"/>
        <location filename="../app/studio/playback/timelinebar.cpp" line="359"/>
        <source>Step %L1 of %L2</source>
        <translation>第 %L1 步，共 %L2 步</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/timelinebar.cpp" line="257"/>
        <source>Recording range: steps %L1 to %L2</source>
        <translation>录制范围：第 %L1 步至第 %L2 步</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/timelinebar.cpp" line="336"/>
        <source>The run: %1 (not on the board)</source>
        <translation>运行：%1（未显示在棋盘上）</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/timelinebar.cpp" line="341"/>
        <source>· recording from step %L1 (] marks its end)</source>
        <translation>· 从第 %L1 步开始录制（按 ] 标记结束）</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/timelinebar.cpp" line="342"/>
        <source>· recording steps %L1 to %L2</source>
        <translation>· 录制第 %L1 步到第 %L2 步</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/timelinebar.cpp" line="352"/>
        <source>Step %L1, going to %L2: %L3 read</source>
        <translation>第 %L1 步，正在前往第 %L2 步：已读取 %L3 步</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/timelinebar.cpp" line="356"/>
        <source>Step %L1, reading to the end: %L2 read</source>
        <translation>第 %L1 步，正在读取到结尾：已读取 %L2 步</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/timelinebar.cpp" line="363"/>
        <source>Step %L1</source>
        <translation>第 %L1 步</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/timelinebar.cpp" line="404"/>
        <source>&amp;Timeline:</source>
        <translation>时间线(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/timelinebar.cpp" line="406"/>
        <location filename="../app/studio/playback/timelinebar.cpp" line="407"/>
        <source>Go to step</source>
        <translation>转到步骤</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/timelinebar.cpp" line="408"/>
        <source>Type a step number and press Enter (Ctrl+G)</source>
        <translation>输入步骤编号并按 Enter（Ctrl+G）</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/timelinebar.cpp" line="405"/>
        <source>Timeline</source>
        <translation>时间轴</translation>
    </message>
</context>
<context>
    <name>nq::Transport</name>
    <message>
        <location filename="../app/studio/playback/transport.cpp" line="27"/>
        <source>Maximum</source>
        <translation>最快</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/transport.cpp" line="29"/>
        <source>1 step every %1 s</source>
        <translation>每 %1 秒 1 步</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/transport.cpp" line="31"/>
        <source>1 step per second</source>
        <translation>每秒 1 步</translation>
    </message>
    <message>
        <location filename="../app/studio/playback/transport.cpp" line="32"/>
        <source>%L1 steps per second</source>
        <translation>每秒 %L1 步</translation>
    </message>
</context>
<context>
    <name>nq::TreePanel</name>
    <message>
        <location filename="../app/studio/tree/treepanel.cpp" line="127"/>
        <source>Fold Finished</source>
        <translation>折叠已完成</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/treepanel.cpp" line="128"/>
        <source>Fold every subtree the search has finished with into one node</source>
        <translation>把搜索已完成的每棵子树折叠成一个节点</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/treepanel.cpp" line="129"/>
        <source>Unfold All</source>
        <translation>全部展开</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/treepanel.cpp" line="130"/>
        <source>Fit</source>
        <translation>适合</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/treepanel.cpp" line="131"/>
        <source>Zoom to fit (Ctrl+0); Ctrl+wheel zooms</source>
        <translation>缩放以适合（Ctrl+0）；Ctrl+滚轮缩放</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/treepanel.cpp" line="132"/>
        <source>Search tree</source>
        <translation>搜索树</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/treepanel.cpp" line="135"/>
        <source>The construction places every queen by a formula that depends on n mod 6: it searches nothing, so there is no tree to draw.</source>
        <translation>构造法按照取决于 n mod 6 的公式放置每个皇后：它不做任何搜索，所以没有树可画。</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/treepanel.cpp" line="138"/>
        <source>Min-conflicts starts from a full board and moves queens: it searches no tree. The chart below shows how many queens are under attack after each step.</source>
        <translation>最小冲突法从放满皇后的棋盘开始移动皇后：它不搜索树。下图显示每一步之后有多少皇后受到攻击。</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/treepanel.cpp" line="345"/>
        <source>Building the tree…</source>
        <translation>正在构建搜索树…</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/tree/treepanel.cpp" line="361"/>
        <source>%1 of %2 nodes entered, %3 dead ends and %Ln solution(s) so far.</source>
        <translation>
            <numerusform>已到达 %2 个节点中的 %1 个，目前有 %3 条死路、%Ln 个解。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/tree/treepanel.cpp" line="367"/>
        <source>Past %1 nodes the deeper ones are counted on their ancestors, not drawn.</source>
        <translation>超过 %1 个节点后，更深的节点只计入其祖先，不再画出。</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/treepanel.cpp" line="371"/>
        <source>The run is too long: its tree is shown to step %1.</source>
        <translation>运行太长：搜索树只显示到第 %1 步。</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/treepanel.cpp" line="374"/>
        <source>The tree is built when this panel is shown.</source>
        <translation>显示此面板时才会构建搜索树。</translation>
    </message>
</context>
<context>
    <name>nq::TreePicture</name>
    <message>
        <location filename="../app/render/treepicture.cpp" line="323"/>
        <source>Cannot tell the format of &apos;%1&apos;: use a name ending in .png, .svg or .pdf.</source>
        <translation>无法判断“%1”的格式：请使用以 .png、.svg 或 .pdf 结尾的文件名。</translation>
    </message>
    <message>
        <location filename="../app/render/treepicture.cpp" line="328"/>
        <source>A picture of the tree draws at most %L1 nodes, not %L2: cut it at a smaller depth.</source>
        <translation>搜索树的图片最多画 %L1 个节点，而不是 %L2 个：请在更浅的深度截断。</translation>
    </message>
</context>
<context>
    <name>nq::TreeSheet</name>
    <message>
        <location filename="../app/render/treesheet.cpp" line="95"/>
        <source>To fit one page, the %L1 nodes of the branches that reach no solution are left out (a red stub marks each place).</source>
        <translation>为了放进一页，省略了无法到达解的分支中的 %L1 个节点（每处以红色短线标出）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/render/treesheet.cpp" line="102"/>
        <source>The tree takes %n page(s) with labels of %1 pt.</source>
        <translation>
            <numerusform>标签为 %1 pt 时，这棵树占 %n 页。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/render/treesheet.cpp" line="253"/>
        <source>Search tree of %1 × %1: the ways to the solutions</source>
        <translation>%1 × %1 的搜索树：通往解的路径</translation>
    </message>
    <message>
        <location filename="../app/render/treesheet.cpp" line="254"/>
        <source>Search tree of %1 × %1</source>
        <translation>%1 × %1 的搜索树</translation>
    </message>
    <message>
        <location filename="../app/render/treesheet.cpp" line="261"/>
        <source>Red stub: branches without a solution, left out (%L1 nodes).</source>
        <translation>红色短线：没有解的分支已省略（%L1 个节点）。</translation>
    </message>
    <message>
        <location filename="../app/render/treesheet.cpp" line="267"/>
        <source>A box stands for a subtree: the number under it counts its nodes.</source>
        <translation>方框代表一棵子树，下方的数字是它的节点数。</translation>
    </message>
    <message>
        <location filename="../app/render/treesheet.cpp" line="269"/>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
</context>
<context>
    <name>nq::TreeText</name>
    <message>
        <location filename="../core/treelayout.cpp" line="166"/>
        <source>1 node</source>
        <translation>1 个节点</translation>
    </message>
    <message>
        <location filename="../core/treelayout.cpp" line="166"/>
        <source>%1 nodes</source>
        <translation>%1 个节点</translation>
    </message>
    <message>
        <location filename="../core/treelayout.cpp" line="168"/>
        <source>1 solution</source>
        <translation>1 个解</translation>
    </message>
    <message>
        <location filename="../core/treelayout.cpp" line="169"/>
        <source>%1 solutions</source>
        <translation>%1 个解</translation>
    </message>
    <message>
        <location filename="../core/treelayout.cpp" line="176"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
</context>
<context>
    <name>nq::TreeView</name>
    <message>
        <location filename="../app/studio/tree/treeview.cpp" line="28"/>
        <source>Search tree</source>
        <translation>搜索树</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/treeview.cpp" line="315"/>
        <source>Unfold</source>
        <translation>展开</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/treeview.cpp" line="316"/>
        <source>Unfold All Below</source>
        <translation>展开下方全部</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/treeview.cpp" line="318"/>
        <source>Fold This Subtree</source>
        <translation>折叠此子树</translation>
    </message>
    <message>
        <location filename="../app/studio/tree/treeview.cpp" line="319"/>
        <source>Go to This Step</source>
        <translation>跳到这一步</translation>
    </message>
</context>
<context>
    <name>nq::UndoActions</name>
    <message>
        <location filename="../app/studio/actions/undoactions.cpp" line="24"/>
        <source>&amp;Undo %1</source>
        <translation>撤销：%1(&amp;U)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/undoactions.cpp" line="25"/>
        <source>&amp;Undo Breakpoint Change</source>
        <translation>撤销断点更改(&amp;U)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/undoactions.cpp" line="26"/>
        <source>&amp;Redo %1</source>
        <translation>重做：%1(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/studio/actions/undoactions.cpp" line="27"/>
        <source>&amp;Redo Breakpoint Change</source>
        <translation>重做断点更改(&amp;R)</translation>
    </message>
</context>
<context>
    <name>nq::VoiceCheck</name>
    <message>
        <location filename="../app/speech/voicecheck.cpp" line="35"/>
        <source>Japanese</source>
        <translation>日语</translation>
    </message>
    <message>
        <location filename="../app/speech/voicecheck.cpp" line="37"/>
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <location filename="../app/speech/voicecheck.cpp" line="39"/>
        <source>English</source>
        <translation>英语</translation>
    </message>
    <message>
        <location filename="../app/speech/voicecheck.cpp" line="46"/>
        <source>No voice on this system reads Japanese well: eSpeak NG, Debian&apos;s default voice, cannot read kanji. Install a Japanese voice for Speech Dispatcher (for example Open JTalk: the packages open-jtalk and hts-voice-nitech-jp-atr503-m001) and choose it in Speech Settings, or switch the window to English to hear the captions.</source>
        <translation>此系统没有能读好日语的语音：Debian 的默认语音 eSpeak NG 读不了汉字。请为 Speech Dispatcher 安装日语语音（例如 Open JTalk：软件包 open-jtalk 和 hts-voice-nitech-jp-atr503-m001）并在“语音设置”中选择，或将窗口切换为英语来收听说明。</translation>
    </message>
    <message>
        <location filename="../app/speech/voicecheck.cpp" line="52"/>
        <source>No voice on this system reads Chinese well: eSpeak NG, Debian&apos;s default voice, misreads many Chinese words. Install a Mandarin voice for Speech Dispatcher and choose it in Speech Settings, or switch the window to English to hear the captions.</source>
        <translation>此系统没有能读好中文的语音：Debian 的默认语音 eSpeak NG 会读错许多中文词语。请为 Speech Dispatcher 安装普通话语音并在“语音设置”中选择，或将窗口切换为英语来收听说明。</translation>
    </message>
    <message>
        <location filename="../app/speech/voicecheck.cpp" line="56"/>
        <source>No voice on this system reads %1. Install Speech Dispatcher with a voice for it (Debian&apos;s packages speech-dispatcher and speech-dispatcher-espeak-ng).</source>
        <translation>此系统没有能读%1的语音。请安装 Speech Dispatcher 及该语言的语音（Debian 软件包 speech-dispatcher 和 speech-dispatcher-espeak-ng）。</translation>
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
        <translation>第一次投票</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/voteschart.cpp" line="80"/>
        <source>Second vote</source>
        <translation>第二次投票</translation>
    </message>
    <message>
        <location filename="../app/studio/classroom/voteschart.cpp" line="104"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>nq::WholeFile</name>
    <message>
        <location filename="../core/wholefile.cpp" line="73"/>
        <source>it is a pipe that no program reads from</source>
        <translation>它是一个没有程序读取的管道</translation>
    </message>
    <message>
        <location filename="../core/wholefile.cpp" line="114"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../core/wholefile.cpp" line="155"/>
        <source>the file system took no more bytes</source>
        <translation>文件系统不再接受写入</translation>
    </message>
    <message>
        <location filename="../core/wholefile.cpp" line="194"/>
        <source>the file was not open</source>
        <translation>文件没有打开</translation>
    </message>
    <message>
        <location filename="../core/wholefile.cpp" line="228"/>
        <source>it is no longer a regular file, so it is not replaced</source>
        <translation>它已不再是普通文件，因此不替换它</translation>
    </message>
</context>
<context>
    <name>nq::Worksheet</name>
    <message>
        <location filename="../core/worksheet.cpp" line="144"/>
        <source>The %1 x %1 board has no solution to make a puzzle of.</source>
        <translation>%1 × %1 的棋盘没有可用来出题的解。</translation>
    </message>
    <message>
        <location filename="../core/worksheet.cpp" line="167"/>
        <source>There are %L1 boards of %2 x %2 with %3 queens given that a single solution completes, not %4: give more queens, or ask for fewer boards.</source>
        <translation>在 %2 x %2 棋盘上给出 %3 个皇后且只有唯一解能补全的棋盘只有 %L1 个，不是 %4 个：请多给几个皇后，或减少棋盘数量。</translation>
    </message>
    <message>
        <location filename="../core/worksheet.cpp" line="174"/>
        <source>There are %L1 different boards of %2 x %2 with %3 queens given, not %4: ask for fewer boards.</source>
        <translation>在 %2 x %2 棋盘上给出 %3 个皇后的不同棋盘只有 %L1 个，不是 %4 个：请减少棋盘数量。</translation>
    </message>
</context>
<context>
    <name>nq::WorksheetDialog</name>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="22"/>
        <source>New Worksheet</source>
        <translation>新建练习单</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="27"/>
        <source>none (blank boards)</source>
        <translation>无（空棋盘）</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="33"/>
        <source>The same number gives the same boards again.</source>
        <translation>相同的编号会再次得到相同的棋盘。</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="34"/>
        <source>Only boards with a &amp;single completion</source>
        <translation>只要补全方式唯一的棋盘(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="38"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="39"/>
        <source>US Letter</source>
        <translation>美国信纸</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="42"/>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="46"/>
        <source>&amp;Board size:</source>
        <translation>棋盘大小(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="47"/>
        <source>Queens &amp;given:</source>
        <translation>给出的皇后(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="48"/>
        <source>&amp;Puzzles:</source>
        <translation>题目数(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="49"/>
        <source>&amp;Variant:</source>
        <translation>变体(&amp;V)：</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="51"/>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="52"/>
        <source>P&amp;aper:</source>
        <translation>纸张(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="53"/>
        <source>&amp;File:</source>
        <translation>文件(&amp;F)：</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="57"/>
        <source>&amp;Write</source>
        <translation>写出(&amp;W)</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="95"/>
        <source>N-Queens on the %1 × %1 board</source>
        <translation>%1 × %1 棋盘上的 N 皇后</translation>
    </message>
    <message>
        <location filename="../app/studio/export/worksheetdialog.cpp" line="101"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
</context>
</TS>
