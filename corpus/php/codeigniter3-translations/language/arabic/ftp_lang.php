<?php
/**
 * System messages translation for CodeIgniter(tm)
 *
 * @author	CodeIgniter community
 * @copyright	Copyright (c) 2014-2019, British Columbia Institute of Technology (https://bcit.ca/)
 * @license	http://opensource.org/licenses/MIT	MIT License
 * @link	https://codeigniter.com
 */
defined('BASEPATH') OR exit('No direct script access allowed');

$lang['ftp_no_connection'] = "تعذّر العثور على مُعرّف اتصال صالح. الرجاء التأكّد من أنك متّصل قبل القيام بأية عمليات.";
$lang['ftp_unable_to_connect'] = "تعذّر الاتّصال بخادم FTP من خلال اسم المضيف المحدّد.";
$lang['ftp_unable_to_login'] = "تعذّر تسجيل الدخول إلى خادم FTP. الرجاء التحقّق من اسم المستخدم وكلمة السرّ.";
$lang['ftp_unable_to_mkdir'] = "تعذّر إنشاء الدليل المُحدّد.";
$lang['ftp_unable_to_changedir'] = "تعذّر الانتقال إلى الدليل.";
$lang['ftp_unable_to_chmod'] = "تعذّر تعيين صلاحيات الملف. الرجاء التحقق من المسار. ملاحظة: هذه الميزة متوفّرة فقط في PHP الإصدار 5 أو الأحدث.";
$lang['ftp_unable_to_upload'] = "تعذّر رفع الملف المحدّد. الرجاء التحقّق من المسار.";
$lang['ftp_unable_to_download'] = "تعذّر تنزيل الملف المحدّد. الرجاء التحقّق من المسار.";
$lang['ftp_no_source_file'] = "تعذّر العثور على الملف المصدر. الرجاء التحقق من المسار.";
$lang['ftp_unable_to_rename'] = "تعذّرت إعادة تسمية الملف.";
$lang['ftp_unable_to_delete'] = "تعذّر حذف الملف.";
$lang['ftp_unable_to_move'] = "تعذّر نقل الملف. الرجاء التأكد من وجود الدليل الهدف.";
